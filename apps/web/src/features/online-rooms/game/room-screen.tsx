import { useLingui } from '@lingui/react/macro';
import type { RoomState } from '@truth-or-dare/room-protocol';
import { useContext, useId, useRef } from 'react';
import { RoomCallSlot } from '../../../components/room-call-slot';
import { ChatPanel } from '../chat/chat-panel';
import { useHostAttention } from '../host/use-host-attention';
import { InviteTools } from '../invite/invite-tools';
import type { RoomSession } from '../session/use-room-session';
import { useCompactRoom } from '../shared/room-layout';
import { RoomSheet } from '../shared/room-sheet';
import { useFitToViewport } from '../shared/use-fit-to-viewport';
import { RoomBar } from './room-bar';
import { RoomBoard } from './room-board';
import { RoomDetails } from './room-details';
import { useRoomSheets } from './use-room-sheets';
import './room-screen.css';

interface RoomScreenProps {
  roomId: string;
  room: RoomState;
  session: RoomSession;
  onBack: () => void;
}

/**
 * The game once seated, as tall as the screen: on a wide screen the call (and the invite), the
 * game (and the room) and the chat side by side; on a phone the call's strip, the game and the
 * chat in one column, the invite and the room in sheets. docs/decisions/0026-room-screen-on-a-phone.md.
 */
export function RoomScreen({ roomId, room, session, onBack }: RoomScreenProps) {
  const { t } = useLingui();
  const screen = useRef<HTMLDivElement>(null);
  useFitToViewport(screen);
  const compact = useCompactRoom();
  // The video call, when the app offers one (app/room-call-provider.tsx).
  const RoomCall = useContext(RoomCallSlot);
  const { seat } = session;
  const sheets = useRoomSheets(room.currentType !== '');
  const host = useHostAttention(room, session);
  const invite = { id: useId(), ref: useRef<HTMLButtonElement>(null) };
  const details = { id: useId(), ref: useRef<HTMLButtonElement>(null) };

  function closeDetails() {
    host.acknowledge();
    sheets.close();
  }

  return (
    <div ref={screen} className="room-screen">
      <RoomBar
        roomName={room.roomName}
        me={session.myName}
        sheets={compact ? { open: sheets.open, show: sheets.show, invite, room: details } : null}
        attention={host.attention}
      />
      <div className="room-screen__column room-screen__column--call">
        {RoomCall && seat ? (
          <RoomCall
            roomId={roomId}
            seat={seat}
            participants={room.videoParticipants}
            turnPlayer={session.turnPlayer}
            subscribeSignals={session.subscribeSignals}
            sendCall={session.sendCall}
          />
        ) : null}
        <RoomSheet
          id={invite.id}
          title={t`Invite friends`}
          asSheet={compact}
          open={sheets.open === 'invite'}
          opener={invite.ref}
          onClose={sheets.close}
        >
          <InviteTools roomId={roomId} room={room} />
        </RoomSheet>
      </div>
      <div className="room-screen__column room-screen__column--game">
        <RoomBoard room={room} session={session} />
        <RoomSheet
          id={details.id}
          title={t({ message: 'Room', comment: 'Title of the players, host controls and settings' })}
          asSheet={compact}
          open={sheets.open === 'room'}
          opener={details.ref}
          onClose={closeDetails}
        >
          <RoomDetails
            room={room}
            session={session}
            attention={host.attention}
            onRemoving={host.expectDeparture}
            onBack={onBack}
          />
        </RoomSheet>
      </div>
      <ChatPanel messages={session.chats} me={session.myName} onSend={session.sendChat} />
    </div>
  );
}
