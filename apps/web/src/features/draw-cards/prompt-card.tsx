import type { PromptEntry } from '@truth-or-dare/prompt-banks';

const TYPE_LABELS = { truth: 'Truth', dare: 'Dare' } as const;

export function PromptCard({ prompt }: { prompt: PromptEntry }) {
  return (
    <article className={`draw-prompt draw-prompt--${prompt.type}`} aria-label={TYPE_LABELS[prompt.type]}>
      <p className="draw-prompt__type">{TYPE_LABELS[prompt.type]}</p>
      <p className="draw-prompt__text">{prompt.text}</p>
    </article>
  );
}
