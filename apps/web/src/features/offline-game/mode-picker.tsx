import { OFFLINE_MODES, type OfflineMode } from '@truth-or-dare/offline-engine';

interface ModePickerProps {
  /** Id of the element naming the group (the "Select a Mode" line). */
  labelledBy: string;
  selectedId: string | null;
  onChoose: (mode: OfflineMode) => void;
}

/** The six modes as toggle buttons; the chosen one is pressed. */
export function ModePicker({ labelledBy, selectedId, onChoose }: ModePickerProps) {
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
          <span className="mode-button__title">{mode.title}</span>{' '}
          <span className="mode-button__description">{mode.description}</span>
        </button>
      ))}
    </div>
  );
}
