import { Trans } from '@lingui/react/macro';
import '../../../components/pill-button/pill-button.css';

interface BackButtonProps {
  onBack: () => void;
}

export function BackButton({ onBack }: BackButtonProps) {
  return (
    <button type="button" className="pill-button rooms-back" onClick={onBack}>
      <span className="flip-in-rtl" aria-hidden="true">
        ←
      </span>{' '}
      <Trans>Back</Trans>
    </button>
  );
}
