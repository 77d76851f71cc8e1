import { Trans } from '@lingui/react/macro';
import { sameUsername } from '@truth-or-dare/room-protocol';
import { useId, useRef, useState } from 'react';
import '../../../components/pill-button/pill-button.css';

interface HostControlsProps {
  players: readonly string[];
  me: string;
  locked: boolean;
  onSkipTurn: () => void;
  onSetLocked: (locked: boolean) => void;
  onRemove: (player: string) => void;
  onMakeHost: (player: string) => void;
}

/**
 * What only the host sees: Skip turn and Lock room, and behind "Manage players" a row per other
 * player with Remove and Make host. The rows stay folded so a phone keeps the chat in reach
 * (docs/product.md#host-controls).
 */
export function HostControls({
  players,
  me,
  locked,
  onSkipTurn,
  onSetLocked,
  onRemove,
  onMakeHost,
}: HostControlsProps) {
  const titleId = useId();
  const rowsId = useId();
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const others = players.filter((player) => !sameUsername(player, me));

  function remove(player: string) {
    onRemove(player);
    // The row goes once the room says so; focus waits on the toggle rather than falling to the page.
    toggle.current?.focus();
  }

  return (
    <section className="room-host" aria-labelledby={titleId}>
      <h3 id={titleId} className="room-board__label">
        <Trans>Host controls</Trans>
      </h3>
      <div className="room-host__room">
        <button type="button" className="pill-button pill-button--orange room-host__button" onClick={onSkipTurn}>
          <Trans>Skip turn</Trans>
        </button>
        <button
          type="button"
          className="pill-button pill-button--violet room-host__button"
          onClick={() => onSetLocked(!locked)}
        >
          <span aria-hidden="true">{locked ? '🔓' : '🔒'}</span>{' '}
          {locked ? <Trans>Unlock room</Trans> : <Trans>Lock room</Trans>}
        </button>
      </div>
      {others.length > 0 ? (
        <div className="room-host__players">
          <button
            ref={toggle}
            id={toggleId}
            type="button"
            className="pill-button room-host__toggle room-host__button"
            aria-expanded={open}
            aria-controls={rowsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            <Trans>Manage players</Trans>
          </button>
          <ul id={rowsId} className="room-host__rows" aria-labelledby={toggleId} hidden={!open}>
            {others.map((player, index) => (
              <li key={`${index}:${player}`} className="room-host__row">
                <span className="room-host__name">{player}</span>
                <button
                  type="button"
                  className="pill-button pill-button--rose room-host__button"
                  onClick={() => remove(player)}
                >
                  <Trans comment="The player's name is read by screen readers only">
                    Remove <span className="rooms-visually-hidden">{player}</span>
                  </Trans>
                </button>
                <button
                  type="button"
                  className="pill-button pill-button--teal room-host__button"
                  onClick={() => onMakeHost(player)}
                >
                  <Trans comment="The player's name is read by screen readers only">
                    Make <span className="rooms-visually-hidden">{player}</span> host
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
