import { type Gender } from '@truth-or-dare/quickplay-bot';
import type { FormEvent, RefObject } from 'react';
import { ChoiceChips } from './choice-chips';
import { RobotIcon } from './quick-play-icons';
import type { QuickPlay } from './use-quick-play';
import '../../components/pill-button/pill-button.css';

const OPPONENT_OPTIONS: readonly { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

interface SelectionViewProps {
  game: Pick<QuickPlay, 'userNames' | 'name' | 'gender' | 'error' | 'chooseName' | 'chooseGender' | 'startMatching'>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Name and opponent choice, then Start Matching (the machine refuses with the messages of docs/product.md#quick-play-selection). */
export function SelectionView({ game, headingRef }: SelectionViewProps) {
  const nameOptions = game.userNames.map((name) => ({ value: name, label: name }));

  function start(event: FormEvent) {
    event.preventDefault();
    game.startMatching();
  }

  return (
    <section className="qp-card qp-select" aria-labelledby="qp-select-title">
      <h2 id="qp-select-title" className="qp-card__title" ref={headingRef} tabIndex={-1}>
        Pick your player
      </h2>
      {/* Honest up front: many players are teens, nobody should think a stranger is chatting. */}
      <p className="qp-honest">
        <RobotIcon className="qp-honest__icon" size={32} />
        <span>
          You'll play against a friendly computer player. Its turns and chat messages are made by the game, so there's
          no real person on the other side.
        </span>
      </p>
      <form className="qp-select__form" onSubmit={start} noValidate>
        <ChoiceChips legend="Your name" options={nameOptions} value={game.name} onChoose={game.chooseName} />
        <ChoiceChips
          legend="Computer opponent"
          options={OPPONENT_OPTIONS}
          value={game.gender}
          onChoose={game.chooseGender}
        />
        {game.error ? (
          <p className="qp-error" role="alert">
            {game.error}
          </p>
        ) : null}
        <button type="submit" className="pill-button pill-button--violet pill-button--wide">
          Start Matching
        </button>
      </form>
    </section>
  );
}
