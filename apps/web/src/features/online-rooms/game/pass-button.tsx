import { hostCallFailureMessage, type RoomSeat, type RoomState, sameUsername } from '@truth-or-dare/room-protocol';
import { useEffect, useId, useRef, useState } from 'react';
import { roomsApi } from '../session/rooms-api';
import '../../../components/pill-button/pill-button.css';
import './pass-button.css';

interface PassButtonProps {
  roomId: string;
  seat: RoomSeat | null;
  room: RoomState;
}

/**
 * "Pass" for the player the prompt was drawn for: the server swaps it for another of the same
 * type, once a game. Gone once used; everyone is told through the stream ("{name} passed.").
 */
export function PassButton({ roomId, seat, room }: PassButtonProps) {
  const hintId = useId();
  const [sending, setSending] = useState(false);
  const pressed = useRef(false);
  const usedNote = useRef<HTMLParagraphElement>(null);
  const mine =
    seat !== null &&
    room.currentType !== '' &&
    room.currentPrompt !== '' &&
    room.promptFor !== '' &&
    sameUsername(room.promptFor, seat.username);
  const used = seat !== null && room.passesUsed.some((name) => sameUsername(name, seat.username));

  useEffect(() => {
    // The button went away under the player's focus: keep their place on the note that replaced it.
    if (used && pressed.current) {
      pressed.current = false;
      usedNote.current?.focus();
    }
  }, [used]);

  if (!mine || seat === null) return null;
  if (used) {
    return (
      <p ref={usedNote} className="room-pass__hint" tabIndex={-1}>
        You have used your pass this game.
      </p>
    );
  }

  async function pass(current: RoomSeat) {
    if (sending) return;
    pressed.current = true;
    setSending(true);
    try {
      await roomsApi.pass({ roomId, seat: current });
    } catch (error) {
      pressed.current = false;
      window.alert(hostCallFailureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="room-pass">
      <button
        type="button"
        className="pill-button pill-button--teal room-pass__button"
        aria-describedby={hintId}
        aria-disabled={sending}
        onClick={() => void pass(seat)}
      >
        Pass
      </button>
      <p id={hintId} className="room-pass__hint">
        Swap this {room.currentType === 'truth' ? 'truth' : 'dare'} for another. Once a game.
      </p>
    </div>
  );
}
