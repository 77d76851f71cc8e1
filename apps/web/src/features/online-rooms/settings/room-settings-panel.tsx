import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RoomSettings, shownSettings } from '@truth-or-dare/room-protocol';
import { useId, useState } from 'react';
import type { RoomSession } from '../session/use-room-session';
import { CATEGORY_LABEL_TEXT, RATING_LABEL_TEXT, roomMessageText } from '../shared/room-message-text';
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

/** "Our own prompts: 2 truths, 1 dare": the group's own prompts are counted, never shown. */
export function ownPromptsLine(i18n: I18n, settings: Pick<RoomSettings, 'customTruths' | 'customDares'>): string {
  const truths = settings.customTruths;
  const dares = settings.customDares;
  return i18n._(
    msg`Our own prompts: ${plural(truths, { one: '# truth', other: '# truths' })}, ${plural(dares, { one: '# dare', other: '# dares' })}`,
  );
}

/**
 * The room's settings: read by everyone, changed by the host alone behind "Change settings"
 * (folded, like the host's player rows, so a phone keeps the chat in reach). Each change goes out
 * at once; the room's stream brings it to every screen, this one included.
 */
export function RoomSettingsPanel({ settings, isHost, session }: RoomSettingsPanelProps) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="room-settings" aria-labelledby={titleId}>
      <h3 id={titleId} className="room-board__label">
        <Trans>Room settings</Trans>
      </h3>
      <dl className="room-settings__summary">
        <div>
          <dt>
            <Trans>Rating</Trans>
          </dt>
          <dd>{i18n._(RATING_LABEL_TEXT[settings.rating])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Turn timer</Trans>
          </dt>
          <dd>{i18n._(TURN_SECONDS_LABELS[settings.turnSeconds])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Categories</Trans>
          </dt>
          <dd>
            {new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(
              settings.categories.map((category) => i18n._(CATEGORY_LABEL_TEXT[category])),
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Which prompts the room deals: the library's, the group's own, or both">Deal</Trans>
          </dt>
          <dd>{settings.customOnly ? t`Only ours` : t`Mixed with ours`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Chat filter</Trans>
          </dt>
          <dd>
            {settings.chatFilter
              ? t({ message: 'On', context: 'chat filter' })
              : t({ message: 'Off', context: 'chat filter' })}
          </dd>
        </div>
      </dl>
      <p className="room-settings__counts">{ownPromptsLine(i18n, settings)}</p>
      {isHost ? (
        <>
          <button
            type="button"
            className="pill-button room-host__toggle room-host__button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((shown) => !shown)}
          >
            <Trans>Change settings</Trans>
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
  const { i18n, t } = useLingui();
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
        <legend className="text-field__label">
          <Trans comment="Which prompts the room deals: the library's, the group's own, or both">Deal</Trans>
        </legend>
        <div className="room-settings__choices">
          <label className="room-settings__choice">
            <input
              type="radio"
              name={`${formId}-deal`}
              checked={!shown.customOnly}
              onChange={() => send({ customOnly: false })}
            />
            <span>{t`Mixed with ours`}</span>
          </label>
          <label className="room-settings__choice">
            <input
              type="radio"
              name={`${formId}-deal`}
              checked={shown.customOnly}
              onChange={() => send({ customOnly: true })}
            />
            <span>{t`Only ours`}</span>
          </label>
        </div>
      </fieldset>
      {shown.rating === 'family' ? (
        <p className="text-field__hint">
          <Trans>A Family room always filters bad words out of the chat.</Trans>
        </p>
      ) : (
        <label className="room-settings__choice">
          <input
            type="checkbox"
            checked={shown.chatFilter}
            onChange={(event) => send({ chatFilter: event.target.checked })}
          />
          <span>{t`Filter bad words out of the chat`}</span>
        </label>
      )}
      {error ? (
        <p id={errorId} className="rooms-error" role="alert">
          {roomMessageText(i18n, error)}
        </p>
      ) : null}
    </div>
  );
}
