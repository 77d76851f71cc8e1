import {
  CATEGORY_LABELS,
  changeSettings,
  hostCallFailureMessage,
  RATING_LABELS,
  type RoomSeat,
  type RoomSettings,
  type SettingsRequest,
} from '@truth-or-dare/room-protocol';
import { useId, useState } from 'react';
import { CustomPromptForm } from './custom-prompt-form';
import { CategoryChoices, RatingSelect, TimerSelect, TURN_SECONDS_LABELS } from './room-settings-fields';
import { roomsApi } from '../session/rooms-api';
import '../../../components/pill-button/pill-button.css';
import '../../../components/text-field/text-field.css';
import './room-settings.css';

interface RoomSettingsPanelProps {
  roomId: string;
  seat: RoomSeat | null;
  settings: RoomSettings;
  isHost: boolean;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Our own prompts: 2 truths, 1 dare": the group's own prompts are counted, never shown. */
export function ownPromptsLine(settings: Pick<RoomSettings, 'customTruths' | 'customDares'>): string {
  return `Our own prompts: ${plural(settings.customTruths, 'truth', 'truths')}, ${plural(settings.customDares, 'dare', 'dares')}`;
}

/**
 * The room's settings: read by everyone, changed by the host alone behind "Change settings"
 * (folded, like the host's player rows, so a phone keeps the chat in reach). Each change goes out
 * at once; the room's stream brings it to every screen, this one included.
 */
export function RoomSettingsPanel({ roomId, seat, settings, isHost }: RoomSettingsPanelProps) {
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="room-settings" aria-labelledby={titleId}>
      <h3 id={titleId} className="room-board__label">
        Room settings
      </h3>
      <dl className="room-settings__summary">
        <div>
          <dt>Rating</dt>
          <dd>{RATING_LABELS[settings.rating]}</dd>
        </div>
        <div>
          <dt>Turn timer</dt>
          <dd>{TURN_SECONDS_LABELS[settings.turnSeconds]}</dd>
        </div>
        <div>
          <dt>Categories</dt>
          <dd>{settings.categories.map((category) => CATEGORY_LABELS[category]).join(', ')}</dd>
        </div>
        <div>
          <dt>Deal</dt>
          <dd>{settings.customOnly ? 'Only ours' : 'Mixed with ours'}</dd>
        </div>
        <div>
          <dt>Chat filter</dt>
          <dd>{settings.chatFilter ? 'On' : 'Off'}</dd>
        </div>
      </dl>
      <p className="room-settings__counts">{ownPromptsLine(settings)}</p>
      {isHost && seat !== null ? (
        <>
          <button
            type="button"
            className="pill-button room-host__toggle room-host__button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((shown) => !shown)}
          >
            Change settings
          </button>
          <div id={panelId} className="room-settings__editor" hidden={!open}>
            <SettingsEditor roomId={roomId} seat={seat} settings={settings} />
            <CustomPromptForm
              roomId={roomId}
              seat={seat}
              settings={settings}
              onAdd={(request) => roomsApi.addPrompt(request)}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

interface SettingsEditorProps {
  roomId: string;
  seat: RoomSeat;
  settings: RoomSettings;
}

/** A change on its way, and the settings it was made from: once the room's settings move on, the room's own are shown. */
interface Pending {
  base: RoomSettings;
  change: SettingsRequest;
}

function SettingsEditor({ roomId, seat, settings }: SettingsEditorProps) {
  const formId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${formId}-error`;

  // While a change is on its way the controls show it, so a select does not jump back meanwhile.
  const waiting = pending !== null && pending.base === settings ? pending.change : {};
  const predicted = changeSettings(settings, waiting);
  const shown: RoomSettings = predicted.ok ? { ...settings, ...predicted.settings } : settings;

  function send(change: SettingsRequest) {
    // The same rules as the server's, so an impossible choice is explained without a round trip.
    const checked = changeSettings(shown, change);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setPending({ base: settings, change: { ...waiting, ...change } });
    roomsApi.changeSettings({ roomId, seat, change }).catch((failure: unknown) => {
      setPending(null);
      setError(hostCallFailureMessage(failure));
    });
  }

  return (
    <div className="room-settings__fields">
      <RatingSelect
        id={`${formId}-rating`}
        value={shown.rating}
        onChange={(rating) => send({ rating })}
        describedBy={error ? errorId : undefined}
      />
      <CategoryChoices rating={shown.rating} value={shown.categories} onChange={(categories) => send({ categories })} />
      <TimerSelect id={`${formId}-timer`} value={shown.turnSeconds} onChange={(turnSeconds) => send({ turnSeconds })} />
      <fieldset className="room-settings__fieldset">
        <legend className="text-field__label">Deal</legend>
        <div className="room-settings__choices">
          <label className="room-settings__choice">
            <input
              type="radio"
              name={`${formId}-deal`}
              checked={!shown.customOnly}
              onChange={() => send({ customOnly: false })}
            />
            <span>Mixed with ours</span>
          </label>
          <label className="room-settings__choice">
            <input
              type="radio"
              name={`${formId}-deal`}
              checked={shown.customOnly}
              onChange={() => send({ customOnly: true })}
            />
            <span>Only ours</span>
          </label>
        </div>
      </fieldset>
      {shown.rating === 'family' ? (
        <p className="text-field__hint">A Family room always filters bad words out of the chat.</p>
      ) : (
        <label className="room-settings__choice">
          <input
            type="checkbox"
            checked={shown.chatFilter}
            onChange={(event) => send({ chatFilter: event.target.checked })}
          />
          <span>Filter bad words out of the chat</span>
        </label>
      )}
      {error ? (
        <p id={errorId} className="rooms-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
