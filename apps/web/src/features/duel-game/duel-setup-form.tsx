import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DUEL_CATEGORIES,
  ENTER_BOTH_NAMES_MESSAGE,
  DUEL_PLAYERS,
  findDuelCategory,
  isDuelCategoryId,
  type DuelCategoryId,
} from '@truth-or-dare/duel-engine';
import { Fragment, type FormEvent, useEffect, useId, useRef } from 'react';
import { TextField } from '../../components/text-field/text-field';
import { useAddressChoiceShown } from '../../components/address-choice/address-choice';
import { DuelAddressField } from './duel-address-field';
import type { DuelGame } from './use-duel-game';
import '../../components/text-field/text-field.css';

type DuelSetupFormProps = Pick<
  DuelGame,
  | 'names'
  | 'addresses'
  | 'category'
  | 'alert'
  | 'bankStatus'
  | 'changeName'
  | 'chooseAddress'
  | 'selectCategory'
  | 'dismissAlert'
  | 'startGame'
> & {
  /** Asks for the 18+ confirmation before `proceed` (the shared age gate). */
  requireAdult: (proceed: () => void) => void;
  /** True when the players came back from a game, so focus returns to the form. */
  focusOnMount: boolean;
};

const PLAYER_PLACEHOLDERS = { player1: msg`Player 1`, player2: msg`Player 2` } as const;

/** The engine's category labels, by id. */
const CATEGORY_LABELS: Readonly<Record<DuelCategoryId, MessageDescriptor>> = {
  normal: msg({ message: 'Normal', comment: 'A prompt category: questions for everyone' }),
  teens: msg({ message: 'Teens', comment: 'A prompt category: questions for teenagers' }),
  '18+': msg({ message: '18+', comment: 'A prompt category: adults only' }),
};

/** The engine's setup alert (its only notice) in the page's language; any other text as it came. */
function alertText(alert: string, i18n: I18n): string {
  return alert === ENTER_BOTH_NAMES_MESSAGE ? i18n._(msg`Enter both names!`) : alert;
}

/** Two names, the category and Start Game; the engine's 'Enter both names!' shows as an alert here. */
export function DuelSetupForm(props: DuelSetupFormProps) {
  const { t, i18n } = useLingui();
  const { names, category, alert, bankStatus, requireAdult, selectCategory } = props;
  const formId = useId();
  const alertId = `${formId}-alert`;
  const firstInputRef = useRef<HTMLInputElement>(null);
  const askAddress = useAddressChoiceShown();

  useEffect(() => {
    if (props.focusOnMount) firstInputRef.current?.focus();
  }, [props.focusOnMount]);

  function onCategoryChange(value: string) {
    if (!isDuelCategoryId(value)) return;
    const id: DuelCategoryId = value;
    // Cancel in the age gate sends nothing, so the select snaps back to the previous category.
    if (findDuelCategory(id).adultsOnly) requireAdult(() => selectCategory(id));
    else selectCategory(id);
  }

  function dismissAlert() {
    props.dismissAlert();
    // The Dismiss button disappears with the alert; the names are what needs attention next.
    firstInputRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.startGame();
  }

  return (
    <section className="duel-setup" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="duel-setup__heading">
        <Trans>Who dares to play?</Trans>
      </h2>
      <p className="duel-setup__lead">
        <Trans>
          Two players, sixty seconds each. Finish a truth or a dare for 10 points before your time runs out.
        </Trans>
      </p>
      <form className="duel-setup__form" onSubmit={onSubmit} noValidate>
        {DUEL_PLAYERS.map((player, index) => {
          const number = index + 1;
          const placeholder = i18n._(PLAYER_PLACEHOLDERS[player]);
          return (
            <Fragment key={player}>
              <TextField
                ref={index === 0 ? firstInputRef : undefined}
                id={`${formId}-${player}`}
                label={t`Player ${number} name`}
                type="text"
                autoComplete="off"
                placeholder={placeholder}
                value={names[player]}
                onChange={(event) => props.changeName(player, event.target.value)}
                aria-describedby={alert ? alertId : undefined}
              />
              {askAddress ? (
                <DuelAddressField
                  id={`${formId}-${player}-address`}
                  name={names[player].trim() || placeholder}
                  value={props.addresses[player]}
                  onChoose={(address) => props.chooseAddress(player, address)}
                />
              ) : null}
            </Fragment>
          );
        })}
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${formId}-category`}>
            <Trans>Category</Trans>
          </label>
          <select
            id={`${formId}-category`}
            className="text-field__input text-field__select"
            value={category}
            onChange={(event) => onCategoryChange(event.target.value)}
          >
            {DUEL_CATEGORIES.map((option) => (
              <option key={option.id} value={option.id}>
                {i18n._(CATEGORY_LABELS[option.id])}
              </option>
            ))}
          </select>
        </div>

        {alert ? (
          <div id={alertId} className="duel-alert" role="alert">
            <p className="duel-alert__text">{alertText(alert, i18n)}</p>
            <button type="button" className="duel-alert__dismiss" onClick={dismissAlert}>
              <Trans comment="Button: hide the alert">Dismiss</Trans>
            </button>
          </div>
        ) : null}

        <BankStatus status={bankStatus} />

        <button type="submit" className="duel-button duel-button--start" disabled={bankStatus !== 'ready'}>
          <Trans>Start Game</Trans>
        </button>
      </form>
    </section>
  );
}

/** Why Start Game is not ready yet (the prompts are still loading, or failed to load). */
function BankStatus({ status }: { status: DuelGame['bankStatus'] }) {
  return (
    <div className="duel-setup__bank" aria-live="polite">
      {status === 'loading' ? (
        <p className="duel-setup__bank-text">
          <Trans>Summoning the prompts…</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="duel-setup__bank-text duel-setup__bank-text--error">
          <Trans>
            The prompts could not be loaded. Check your connection, then{' '}
            <button type="button" className="duel-text-button" onClick={() => window.location.reload()}>
              reload the page
            </button>
            .
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
