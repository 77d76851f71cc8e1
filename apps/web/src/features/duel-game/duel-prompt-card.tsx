import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import type { RefObject } from 'react';

interface DuelPromptCardProps {
  prompt: PromptEntry | null;
  canMarkDone: boolean;
  onDone: () => void;
  doneRef: RefObject<HTMLButtonElement | null>;
}

const TYPE_LABEL = { truth: 'Truth', dare: 'Dare' } as const;

/**
 * The drawn prompt and its Done button. The live region stays mounted for the whole turn so each
 * new prompt is read out; the button sits outside it so only the prompt is announced.
 */
export function DuelPromptCard({ prompt, canMarkDone, onDone, doneRef }: DuelPromptCardProps) {
  return (
    <section className={`duel-prompt${prompt ? ` duel-prompt--${prompt.type}` : ''}`} aria-label="Prompt">
      <div className="duel-prompt__live" aria-live="polite" aria-atomic="true">
        {prompt ? (
          <>
            <p className="duel-prompt__type">{TYPE_LABEL[prompt.type]}</p>
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
          Done
        </button>
      ) : (
        <p className="duel-prompt__hint">
          Pick Truth or Dare to draw a prompt. Every one you finish is worth 10 points.
        </p>
      )}
    </section>
  );
}
