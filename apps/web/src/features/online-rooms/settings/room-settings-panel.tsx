import { CATEGORY_LABELS, RATING_LABELS, type RoomSettings, shownSettings } from '@truth-or-dare/room-protocol';
import { useId, useState } from 'react';
import type { RoomSession } from '../session/use-room-session';
import { CustomPromptForm, type PromptSession } from './custom-prompt-form';
import { CategoryChoices, RatingSelect, TimerSelect, TURN_SECONDS_LABELS } from './room-settings-fields';
import '../../../components/pill-button/pill-button.css';
import '../../../components/text-field/text-field.css';
import './room-settings.css';

/** The session's part the settings use: the change on its way, its refusal, and the events. */
type SettingsSession = Pick<RoomSession, 'settingsDraft' | 'settingsError' | 'changeSettings'> & PromptSession;

interface RoomSettingsPanelProps {
  settings: RoomSettings;
  isHost: boolean;
  session: SettingsSession;
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
export function RoomSettingsPanel({ settings, isHost, session }: RoomSettingsPanelProps) {
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
      {isHost ? (
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
            <SettingsEditor settings={settings} session={session} />
            <CustomPromptForm session={session} />
          </div>
        </>
      ) : null}
    </section>
  );
}

interface SettingsEditorProps {
  settings: RoomSettings;
  session: SettingsSession;
}

/** The host's controls: each change is checked and sent by the session, and shown at once (shownSettings). */
function SettingsEditor({ settings, session }: SettingsEditorProps) {
  const formId = useId();
  const error = session.settingsError;
  const errorId = `${formId}-error`;
  const shown = shownSettings(settings, session.settingsDraft);
  const send = session.changeSettings;

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
