import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import type { RefObject } from 'react';

interface DuelPromptCardProps {
  prompt: PromptEntry | null;
  canMarkDone: boolean;
  onDone: () => void;
  doneRef: RefObject<HTMLButtonElement | null>;
}

const TYPE_LABEL = {
  truth: msg({ message: 'Truth', comment: 'The kind of the drawn prompt, above its text' }),
  dare: msg({ message: 'Dare', comment: 'The kind of the drawn prompt, above its text' }),
} as const;

/**
 * The drawn prompt and its Done button. The live region stays mounted for the whole turn so each
 * new prompt is read out; the button sits outside it so only the prompt is announced.
 */
export function DuelPromptCard({ prompt, canMarkDone, onDone, doneRef }: DuelPromptCardProps) {
  const { t, i18n } = useLingui();
  return (
    <section
      className={`duel-prompt${prompt ? ` duel-prompt--${prompt.type}` : ''}`}
      aria-label={t({ message: 'Prompt', comment: 'The card that shows the drawn truth or dare' })}
    >
      <div className="duel-prompt__live" aria-live="polite" aria-atomic="true">
        {prompt ? (
          <>
            <p className="duel-prompt__type">{i18n._(TYPE_LABEL[prompt.type])}</p>
            <p className="duel-prompt__text">{prompt.text}</p>
          </>
        ) : null}
      </div>
      {prompt ? (
        <button
          ref={doneRef}
          type="button"
          className="duel-button duel-button--done"
          onClick={onDone}
          disabled={!canMarkDone}
        >
          <Trans comment="Button: the player finished the truth or dare">Done</Trans>
        </button>
      ) : (
        <p className="duel-prompt__hint">
          <Trans>Pick Truth or Dare to draw a prompt. Every one you finish is worth 10 points.</Trans>
        </p>
      )}
    </section>
  );
}
