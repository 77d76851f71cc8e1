import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createRoomSessionMachine,
  currentPlayer,
  canTakeTurn,
  isRoomHost,
  RoomRequestError,
  type RoomSeat,
  type RoomSocketCall,
  type RoomSessionInput,
  type RtcSignal,
  type SettingsRequest,
  type TurnType,
} from '@truth-or-dare/room-protocol';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { isAdultConfirmed } from '../../../components/age-gate/adult-confirmation';
import { connectedRoomServices } from '../connection/connected-room-services';
import { roomConnection } from '../connection/room-connections';
import { withLocalizedErrors } from '../shared/room-error-messages';
import { chosenAddress } from './room-address';
import { showRoomNotice } from './room-notice-toasts';
import type { RoomScreen } from './room-screen';
import { roomsApi } from './rooms-api';

// The network side of every room screen: requests to load and join, then the room's connection
// (its socket, or the stream and requests). Every join (the name screen's, and a sitting down
// again after a reload) says whether the player confirmed their age this browser session (the
// screens ask before joining an Adults room) and how prompts speak to them (room-address.ts).
const ROOM_SERVICES = connectedRoomServices(
  {
    loadRoom: (roomId) => roomsApi.loadRoom(roomId),
    joinRoom: (request) => roomsApi.joinRoom({ ...request, adult: isAdultConfirmed(), address: chosenAddress() }),
  },
  roomConnection,
);

/** The room machine for a page: failures in its language (room-error-messages.ts). */
function roomSessionMachineIn(i18n: I18n) {
  return createRoomSessionMachine(withLocalizedErrors(ROOM_SERVICES, i18n));
}

type RoomSessionSnapshot = SnapshotFrom<ReturnType<typeof roomSessionMachineIn>>;

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
function selectPassState(snapshot: RoomSessionSnapshot): 'idle' | 'sending' | 'sent' {
  if (snapshot.matches({ joined: { passing: 'sending' } })) return 'sending';
  if (snapshot.matches({ joined: { passing: 'sent' } })) return 'sent';
  return 'idle';
}
const selectSettingsDraft = (snapshot: RoomSessionSnapshot) => snapshot.context.settingsDraft;
const selectSettingsError = (snapshot: RoomSessionSnapshot) => snapshot.context.settingsError;
const selectPromptAdding = (snapshot: RoomSessionSnapshot) => snapshot.matches({ joined: { prompts: 'adding' } });
const selectPromptAdded = (snapshot: RoomSessionSnapshot) => snapshot.context.promptAdded;
const selectPromptError = (snapshot: RoomSessionSnapshot) => snapshot.context.promptError;

/** The screen's actions, read through a ref so the machine, made once, always calls the latest. */
function useScreenActions(screen: RoomScreen) {
  const { i18n } = useLingui();
  const ref = useRef(screen);
  useLayoutEffect(() => {
    ref.current = screen;
  });
  const [provided] = useState(() => ({
    // The hook's own leave on unmount does what the machine's `left` state would.
    giveSeatUp: (roomId: string, seat: RoomSeat | null) => ref.current.giveSeatUp?.(roomId, seat),
    machine: roomSessionMachineIn(i18n).provide({
      actions: {
        keepSeat: (_, { roomId, seat }) => ref.current.keepSeat?.(roomId, seat),
        forgetSeat: (_, { roomId }) => ref.current.forgetSeat?.(roomId),
        giveSeatUp: (_, { roomId, seat }) => ref.current.giveSeatUp?.(roomId, seat),
        leaveOnUnload: (_, { roomId, seat }) => ref.current.leaveOnUnload?.(roomId, seat),
        reloadPage: () => ref.current.reloadPage?.(),
        goHome: () => ref.current.goHome?.(),
        askForName: (_, { roomId }) => ref.current.askForName?.(roomId),
        alert: (_, { message }) => ref.current.alert?.(message),
      },
    }),
  }));
  return provided;
}

/**
 * One player's session in an online room: the machine's state for the screen, and its intents.
 * `screen` is what this screen does at the session's turning points (room-screen.ts).
 */
export function useRoomSession(input: RoomSessionInput, screen: RoomScreen = {}) {
  const { machine, giveSeatUp } = useScreenActions(screen);
  const actor = useActorRef(machine, { input });
  const { i18n } = useLingui();

  useEffect(() => {
    const subscription = actor.on('notice', (notice) => showRoomNotice(i18n, notice));
    return () => subscription.unsubscribe();
  }, [actor, i18n]);

  // Closing, reloading or restoring the tab: the machine decides what that means for the seat.
  useEffect(() => {
    const onPageHide = () => actor.send({ type: 'PAGE.HIDE' });
    const onPageShow = (event: PageTransitionEvent) => actor.send({ type: 'PAGE.SHOW', persisted: event.persisted });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [actor]);

  // Leaving the page inside the app leaves the room, as ROOM.LEAVE would. Deferred by a tick, so
  // React's development double mount (unmount, mount again at once) does not leave; by then the
  // actor has stopped with the page (closing its stream), so its last state says whether a seat
  // is still held.
  const pendingLeave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingLeave.current);
    return () => {
      pendingLeave.current = setTimeout(() => {
        const last = actor.getSnapshot();
        if (last.status === 'active' && last.can({ type: 'ROOM.LEAVE' }))
          giveSeatUp(last.context.roomId, last.context.seat);
      }, 0);
    };
  }, [actor, giveSeatUp]);

  const phase = useSelector(actor, selectPhase);
  const room = useSelector(actor, selectRoom);
  const chats = useSelector(actor, selectChats);
  const seat = useSelector(actor, selectSeat);
  const username = useSelector(actor, selectUsername);
  const error = useSelector(actor, selectError);
  const turnSending = useSelector(actor, selectTurnSending);
  const passState = useSelector(actor, selectPassState);
  const settingsDraft = useSelector(actor, selectSettingsDraft);
  const settingsError = useSelector(actor, selectSettingsError);
  const promptAdding = useSelector(actor, selectPromptAdding);
  const promptAdded = useSelector(actor, selectPromptAdded);
  const promptError = useSelector(actor, selectPromptError);

  const intents = useMemo(
    () => ({
      join: (name: string) => actor.send({ type: 'ROOM.JOIN', username: name }),
      takeTurn: (turnType: TurnType) => actor.send({ type: 'TURN.TAKE', turnType }),
      pass: () => actor.send({ type: 'TURN.PASS' }),
      sendChat: (message: string) => actor.send({ type: 'CHAT.SEND', message }),
      leave: () => actor.send({ type: 'ROOM.LEAVE' }),
      removePlayer: (name: string) => actor.send({ type: 'PLAYER.REMOVE', username: name }),
      skipTurn: () => actor.send({ type: 'TURN.SKIP' }),
      setLocked: (locked: boolean) => actor.send({ type: 'ROOM.LOCK', locked }),
      handHost: (name: string) => actor.send({ type: 'HOST.HAND', username: name }),
      changeSettings: (change: SettingsRequest) => actor.send({ type: 'SETTINGS.CHANGE', change }),
      addPrompt: (turnType: TurnType, text: string) => actor.send({ type: 'PROMPT.ADD', turnType, text }),
    }),
    [actor],
  );

  // The call's signals come on this room's stream, addressed to this player; the machine passes them on.
  const subscribeSignals = useCallback(
    (listener: (signal: RtcSignal) => void) => {
      const subscription = actor.on('rtcSignal', (event) => listener(event.signal));
      return () => subscription.unsubscribe();
    },
    [actor],
  );

  // The call's own calls (join, leave, signals) go on the room's connection too, as this seat.
  const roomId = input.roomId;
  const sendCall = useCallback(
    (call: RoomSocketCall, body: unknown) =>
      seat === null
        ? Promise.reject(new RoomRequestError(401, undefined))
        : roomConnection(roomId).send(seat, call, body),
    [roomId, seat],
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
    /** Pass: 'sent' once this player's pass went out (its effect arrives on the stream). */
    passState,
    settingsDraft,
    settingsError,
    promptAdding,
    promptAdded,
    promptError,
    ...intents,
    /** Delivers the video call's signals addressed to this player; returns the unsubscribe. */
    subscribeSignals,
    /** Makes one of the call's calls as this player, on the room's connection. */
    sendCall,
  };
}

export type RoomSession = ReturnType<typeof useRoomSession>;
