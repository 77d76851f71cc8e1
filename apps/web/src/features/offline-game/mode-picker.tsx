import { useLingui } from '@lingui/react';
import { OFFLINE_MODES, type OfflineMode } from '@truth-or-dare/offline-engine';
import { modeDescription, modeTitle } from './mode-labels';

interface ModePickerProps {
  /** Id of the element naming the group (the "Select a Mode" line). */
  labelledBy: string;
  selectedId: string | null;
  onChoose: (mode: OfflineMode) => void;
}

/** The six modes as toggle buttons; the chosen one is pressed. */
export function ModePicker({ labelledBy, selectedId, onChoose }: ModePickerProps) {
  const { i18n } = useLingui();
  return (
    <div className="mode-picker" role="group" aria-labelledby={labelledBy}>
      {OFFLINE_MODES.map((mode, index) => (
        <button
          key={mode.id}
          type="button"
          className={`mode-button mode-button--${index + 1}`}
          aria-pressed={mode.id === selectedId}
          onClick={() => onChoose(mode)}
        >
          <span className="mode-button__title">{modeTitle(mode, i18n)}</span>{' '}
          <span className="mode-button__description">{modeDescription(mode, i18n)}</span>
        </button>
      ))}
    </div>
  );
}
