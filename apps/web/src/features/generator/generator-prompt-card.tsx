import type { GeneratorPrompt } from './use-generator';

interface GeneratorPromptCardProps {
  prompt: GeneratorPrompt | null;
}

const TYPE_LABELS = { truth: 'Truth', dare: 'Dare' } as const;

/** The one prompt on show, labelled Truth or Dare; a polite live region so each new one is read out. */
export function GeneratorPromptCard({ prompt }: GeneratorPromptCardProps) {
  return (
    <div
      className={`generator-card${prompt ? ` generator-card--${prompt.type}` : ''}`}
      aria-live="polite"
      aria-atomic="true"
    >
      {prompt ? (
        <>
          <p className="generator-card__type">{TYPE_LABELS[prompt.type]}</p>
          <p className="generator-card__text">{prompt.text}</p>
        </>
      ) : (
        <p className="generator-card__empty">Pick Truth or Dare to get a prompt.</p>
      )}
    </div>
  );
}
