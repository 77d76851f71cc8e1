import { Trans } from '@lingui/react/macro';
import { hasPassed, promptIsFor, type RoomSeat, type RoomState } from '@truth-or-dare/room-protocol';
import { useEffect, useId, useRef } from 'react';
import '../../../components/pill-button/pill-button.css';
import './pass-button.css';

interface PassButtonProps {
  seat: RoomSeat | null;
  room: RoomState;
  /** The session's pass: on its way, or 'sent' once it went out (its effect arrives on the stream). */
  state: 'idle' | 'sending' | 'sent';
  onPass: () => void;
}

/**
 * "Pass" for the player the prompt was drawn for: the server swaps it for another of the same
 * type, once a game. Gone once used; everyone is told through the stream ("{name} passed.").
 */
export function PassButton({ seat, room, state, onPass }: PassButtonProps) {
  const hintId = useId();
  const sending = state === 'sending';
  const pressed = useRef(false);
  const usedNote = useRef<HTMLParagraphElement>(null);
  const mine = seat !== null && promptIsFor(room, seat.username);
  const used = seat !== null && hasPassed(room, seat.username);

  useEffect(() => {
    // Back to idle without having gone out: the pass failed (the session alerted), nothing to follow.
    if (state === 'idle') pressed.current = false;
  }, [state]);

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
        <Trans>You have used your pass this game.</Trans>
      </p>
    );
  }

  function pass() {
    if (sending) return;
    pressed.current = true;
    onPass();
  }

  return (
    <div className="room-pass">
      <button
        type="button"
        className="pill-button pill-button--teal room-pass__button"
        aria-describedby={hintId}
        aria-disabled={sending}
        onClick={pass}
      >
        <Trans comment="Button: skip the prompt drawn for you and get another">Pass</Trans>
      </button>
      <p id={hintId} className="room-pass__hint">
        {room.currentType === 'truth' ? (
          <Trans>Swap this truth for another. Once a game.</Trans>
        ) : (
          <Trans>Swap this dare for another. Once a game.</Trans>
        )}
      </p>
    </div>
  );
}
