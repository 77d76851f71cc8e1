import { useActorRef, useSelector } from '@xstate/react';
import {
  createRoomSessionMachine,
  currentPlayer,
  canTakeTurn,
  isRoomHost,
  type RoomSessionInput,
  type RoomSessionNotice,
  type RtcSignal,
  type TurnType,
} from '@truth-or-dare/room-protocol';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { isAdultConfirmed } from '../../../components/age-gate/adult-confirmation';
import { listenToAddressedEvents } from './open-room-stream';
import { roomsApi } from './rooms-api';

// One machine for every room screen; the network side is this app's fetch and EventSource client.
// Every join (the name screen's, and a sitting down again after a reload) says whether the player
// confirmed their age this browser session: the screens ask before joining an Adults room.
const roomSessionMachine = createRoomSessionMachine({
  ...roomsApi,
  joinRoom: (request) => roomsApi.joinRoom({ ...request, adult: isAdultConfirmed() }),
});

type RoomSessionSnapshot = SnapshotFrom<typeof roomSessionMachine>;

/** Where the session stands, as the screens need it (the machine's transient states folded in). */
export type RoomSessionPhase =
  'loading' | 'needsUsername' | 'joining' | 'ready' | 'joined' | 'lost' | 'removed' | 'closed' | 'left' | 'failed';

function selectPhase(snapshot: RoomSessionSnapshot): RoomSessionPhase {
  if (snapshot.matches('joined')) return 'joined';
  if (snapshot.matches('routing') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('seated') || snapshot.matches('joining') || snapshot.matches('resitting')) return 'joining';
  if (snapshot.matches('needsUsername')) return 'needsUsername';
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('lost')) return 'lost';
  if (snapshot.matches('removed')) return 'removed';
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches('left')) return 'left';
  return 'failed';
}

const selectRoom = (snapshot: RoomSessionSnapshot) => snapshot.context.room;
const selectChats = (snapshot: RoomSessionSnapshot) => snapshot.context.chats;
const selectSeat = (snapshot: RoomSessionSnapshot) => snapshot.context.seat;
const selectUsername = (snapshot: RoomSessionSnapshot) => snapshot.context.username;
const selectError = (snapshot: RoomSessionSnapshot) => snapshot.context.error;
const selectTurnSending = (snapshot: RoomSessionSnapshot) => snapshot.matches({ joined: { turn: 'sending' } });

/**
 * One player's session in an online room: the machine's state for the screen, and its intents.
 * `onNotice` receives the one-off notices (alerts, toasts, a new seat); the latest function is used.
 */
export function useRoomSession(input: RoomSessionInput, onNotice: (notice: RoomSessionNotice) => void) {
  const actor = useActorRef(roomSessionMachine, { input });
  const noticeRef = useRef(onNotice);
  useLayoutEffect(() => {
    noticeRef.current = onNotice;
  });

  useEffect(() => {
    const subscription = actor.on('notice', (notice) => noticeRef.current(notice));
    return () => subscription.unsubscribe();
  }, [actor]);

  const phase = useSelector(actor, selectPhase);
  const room = useSelector(actor, selectRoom);
  const chats = useSelector(actor, selectChats);
  const seat = useSelector(actor, selectSeat);
  const username = useSelector(actor, selectUsername);
  const error = useSelector(actor, selectError);
  const turnSending = useSelector(actor, selectTurnSending);

  const intents = useMemo(
    () => ({
      join: (name: string) => actor.send({ type: 'ROOM.JOIN', username: name }),
      takeTurn: (turnType: TurnType) => actor.send({ type: 'TURN.TAKE', turnType }),
      sendChat: (message: string) => actor.send({ type: 'CHAT.SEND', message }),
      leave: () => actor.send({ type: 'ROOM.LEAVE' }),
      removePlayer: (name: string) => actor.send({ type: 'PLAYER.REMOVE', username: name }),
      skipTurn: () => actor.send({ type: 'TURN.SKIP' }),
      setLocked: (locked: boolean) => actor.send({ type: 'ROOM.LOCK', locked }),
      handHost: (name: string) => actor.send({ type: 'HOST.HAND', username: name }),
    }),
    [actor],
  );

  // The call's signals come on this room's stream, addressed to this player.
  const roomId = input.roomId;
  const subscribeSignals = useCallback(
    (listener: (signal: RtcSignal) => void) =>
      listenToAddressedEvents((streamRoomId, event) => {
        if (streamRoomId === roomId && event.type === 'rtcSignal') listener(event.data);
      }),
    [roomId],
  );

  const myName = seat?.username ?? username;
  const turnPlayer = room ? (currentPlayer(room) ?? null) : null;
  const isMyTurn = room !== null && seat !== null && canTakeTurn(room, seat.username);
  const isHost = room !== null && seat !== null && isRoomHost(room, seat.username);

  return {
    phase,
    room,
    chats,
    seat,
    error,
    myName,
    turnPlayer,
    isMyTurn,
    /** Only the host is offered the host controls; the session and the server refuse anyone else. */
    isHost,
    /** Truth and Dare do something only now: the player's own turn, with no turn request in flight. */
    canPick: phase === 'joined' && isMyTurn && !turnSending,
    ...intents,
    /** Delivers the video call's signals addressed to this player; returns the unsubscribe. */
    subscribeSignals,
  };
}

export type RoomSession = ReturnType<typeof useRoomSession>;
