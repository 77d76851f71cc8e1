import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_PLAYERS } from '@truth-or-dare/draw-cards-engine';
import { type FormEvent, useId, useRef, useState } from 'react';

interface PlayerSetupProps {
  players: readonly string[];
  canStart: boolean;
  /** Put the keyboard in the name field when the setup opens (coming back from a game). */
  focusNameField?: boolean;
  onAdd: (name: string) => void;
  onStart: () => void;
}

/** Adding players one at a time; Start Game shows once enough have joined. */
export function PlayerSetup({ players, canStart, focusNameField = false, onAdd, onStart }: PlayerSetupProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const count = players.length;
  const minimum = MIN_PLAYERS;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();

  // The engine trims the name and ignores an empty one; the field is cleared either way.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAdd(name);
    setName('');
    inputRef.current?.focus();
  }

  return (
    <section className="draw-setup" aria-labelledby={titleId}>
      <h2 id={titleId} className="draw-setup__title">
        <Trans>Who&apos;s playing?</Trans>
      </h2>
      <form className="draw-setup__form" onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="draw-setup__label">
          <Trans>Player name</Trans>
        </label>
        <div className="draw-setup__row">
          <input
            ref={inputRef}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- set only after the player ends a game, whose button is then gone: never on page load.
            autoFocus={focusNameField}
            id={inputId}
            className="draw-setup__input"
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            placeholder={t({
              message: 'e.g. Sam',
              comment: 'An example player name; any short first name common in the language',
            })}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="draw-button draw-button--secondary">
            <Trans comment="Button: add the typed name to the players">Add</Trans>
          </button>
        </div>
      </form>

      {players.length > 0 ? (
        <ol className="draw-setup__players" aria-label={t`Players`}>
          {players.map((player, index) => (
            // Duplicate names are allowed, so the position is part of the key.
            <li key={`${index}-${player}`} className="draw-setup__player">
              <span className="draw-setup__player-number" aria-hidden="true">
                {index + 1}
              </span>
              {player}
            </li>
          ))}
        </ol>
      ) : (
        <p className="draw-setup__empty">
          <Trans>No players yet.</Trans>
        </p>
      )}

      <p className="draw-setup__hint" aria-live="polite">
        {canStart
          ? t`${plural(count, {
              one: '# player ready. Let the game begin!',
              other: '# players ready. Let the game begin!',
            })}`
          : t`${plural(minimum, { one: 'Add at least # player to start.', other: 'Add at least # players to start.' })}`}
      </p>
      {canStart && (
        <button type="button" className="draw-button draw-button--primary draw-setup__start" onClick={onStart}>
          <Trans>Start Game</Trans>
        </button>
      )}
    </section>
  );
}
