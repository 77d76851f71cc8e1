import { useLingui } from '@lingui/react/macro';
import type { OfflinePlayer } from '@truth-or-dare/offline-engine';
import type { Address } from '@truth-or-dare/prompt-banks';
import { useEffect, useRef } from 'react';
import { AddressSelect } from '../../components/address-choice/address-choice';
import { useAddressChoiceShown } from '../../components/address-choice/address-choice';

interface PlayerChipsProps {
  players: readonly OfflinePlayer[];
  /** The player whose turn it is, highlighted; -1 for none (setup). */
  currentIndex: number;
  onRemove: (index: number) => void;
  onChooseAddress: (playerId: number, address: Address) => void;
}

/**
 * Players as chips, each with its own remove button and, where the prompts have address forms,
 * how they speak to that player (docs/decisions/0023-languages.md).
 */
export function PlayerChips({ players, currentIndex, onRemove, onChooseAddress }: PlayerChipsProps) {
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // After a removal the pressed button is gone; focus moves to the chip that took its place.
  const focusAfterRemoval = useRef<number | null>(null);
  const { t } = useLingui();
  const askAddress = useAddressChoiceShown();
  const addressLabels = { female: t`Feminine`, male: t`Masculine`, neutral: t`Neutral` };

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = removeButtons.current.slice(0, players.length);
    (buttons[Math.min(index, buttons.length - 1)] ?? null)?.focus();
  }, [players]);

  if (players.length === 0) return null;

  return (
    <ul className="player-chips" aria-label={t`Players`}>
      {players.map((player, index) => {
        const isCurrent = index === currentIndex;
        const name = player.name;
        return (
          <li
            key={player.id}
            className={`player-chip${isCurrent ? ' player-chip--current' : ''}`}
            aria-current={isCurrent ? 'true' : undefined}
          >
            <span className="player-chip__name">{name}</span>
            {askAddress ? (
              <AddressSelect
                className="player-chip__address"
                aria-label={t`How should prompts speak to ${name}?`}
                labels={addressLabels}
                value={player.address}
                onChoose={(address) => onChooseAddress(player.id, address)}
              />
            ) : null}
            <button
              ref={(element) => {
                removeButtons.current[index] = element;
              }}
              type="button"
              className="player-chip__remove"
              aria-label={t({ message: `Remove ${name}`, comment: 'Button that takes a player out of the game.' })}
              onClick={() => {
                focusAfterRemoval.current = index;
                onRemove(index);
              }}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
