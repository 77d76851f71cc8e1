import { Trans, useLingui } from '@lingui/react/macro';
import type { TurnType } from '@truth-or-dare/room-protocol';
import '../../../components/pill-button/pill-button.css';

interface TurnButtonsProps {
  canPick: boolean;
  onPick: (type: TurnType) => void;
}

/**
 * Truth and Dare. Off turn (or while a turn is being sent) they are aria-disabled rather than
 * disabled, so they keep focus and a press still reaches the session, which answers with
 * "It's not your turn!" and sends nothing (docs/product.md#room-game).
 */
export function TurnButtons({ canPick, onPick }: TurnButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="room-turn-buttons" role="group" aria-label={t`Your move`}>
      <button
        type="button"
        className="pill-button pill-button--violet"
        aria-disabled={!canPick}
        onClick={() => onPick('truth')}
      >
        <Trans>Truth</Trans>
      </button>
      <button
        type="button"
        className="pill-button pill-button--rose"
        aria-disabled={!canPick}
        onClick={() => onPick('dare')}
      >
        <Trans>Dare</Trans>
      </button>
    </div>
  );
}
