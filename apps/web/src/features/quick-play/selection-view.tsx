import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type Gender } from '@truth-or-dare/quickplay-bot';
import { ADDRESS_FORMS } from '@truth-or-dare/prompt-banks';
import type { FormEvent, RefObject } from 'react';
import { useAddressChoiceShown } from '../../components/address-choice/address-choice';
import { ChoiceChips } from './choice-chips';
import { RobotIcon } from './quick-play-icons';
import type { QuickPlay } from './use-quick-play';
import '../../components/pill-button/pill-button.css';

const OPPONENT_OPTIONS: readonly { value: Gender; label: MessageDescriptor }[] = [
  { value: 'male', label: msg({ message: 'Male', comment: 'The computer opponent is male' }) },
  { value: 'female', label: msg({ message: 'Female', comment: 'The computer opponent is female' }) },
];

/** The engine's refusals (English) in the page's language; any other text as it came. */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  [MESSAGES.nameRequired]: msg`Please select your name to start.`,
  [MESSAGES.nameAndGenderRequired]: msg`Select your name and gender.`,
};

function refusalText(error: string, i18n: I18n): string {
  const known = Object.hasOwn(REFUSALS, error) ? REFUSALS[error] : undefined;
  return known ? i18n._(known) : error;
}

interface SelectionViewProps {
  game: Pick<
    QuickPlay,
    | 'userNames'
    | 'name'
    | 'gender'
    | 'address'
    | 'error'
    | 'chooseName'
    | 'chooseGender'
    | 'chooseAddress'
    | 'startMatching'
  >;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Name, how prompts speak to the player where the prompts have address forms (docs/decisions/0023-languages.md),
 * opponent, then Start Matching (the machine refuses with the messages of docs/product.md#quick-play-selection).
 */
export function SelectionView({ game, headingRef }: SelectionViewProps) {
  const { t, i18n } = useLingui();
  const opponentOptions = OPPONENT_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const nameOptions = game.userNames.map((name) => ({ value: name, label: name }));
  const askAddress = useAddressChoiceShown();
  const addressLabels = { female: t`Feminine`, male: t`Masculine`, neutral: t`Neutral` };
  const addressOptions = ADDRESS_FORMS.map((form) => ({ value: form, label: addressLabels[form] }));

  function start(event: FormEvent) {
    event.preventDefault();
    game.startMatching();
  }

  return (
    <section className="qp-card qp-select" aria-labelledby="qp-select-title">
      <h2 id="qp-select-title" className="qp-card__title" ref={headingRef} tabIndex={-1}>
        <Trans>Pick your player</Trans>
      </h2>
      {/* Honest up front: many players are teens, nobody should think a stranger is chatting. */}
      <p className="qp-honest">
        <RobotIcon className="qp-honest__icon" size={32} />
        <span>
          <Trans>
            You&apos;ll play against a friendly computer player. Its turns and chat messages are made by the game, so
            there&apos;s no real person on the other side.
          </Trans>
        </span>
      </p>
      <form className="qp-select__form" onSubmit={start} noValidate>
        <ChoiceChips legend={t`Your name`} options={nameOptions} value={game.name} onChoose={game.chooseName} />
        {askAddress ? (
          <ChoiceChips
            legend={t`How should prompts speak to you?`}
            options={addressOptions}
            value={game.address}
            onChoose={game.chooseAddress}
          />
        ) : null}
        <ChoiceChips
          legend={t`Computer opponent`}
          options={opponentOptions}
          value={game.gender}
          onChoose={game.chooseGender}
        />
        {game.error ? (
          <p className="qp-error" role="alert">
            {refusalText(game.error, i18n)}
          </p>
        ) : null}
        <button type="submit" className="pill-button pill-button--violet pill-button--wide">
          <Trans>Start Matching</Trans>
        </button>
      </form>
    </section>
  );
}
