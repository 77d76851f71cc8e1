import { Trans } from '@lingui/react/macro';
import type { GeneratorPrompt } from './use-generator';

interface GeneratorPromptCardProps {
  prompt: GeneratorPrompt | null;
}

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
          <p className="generator-card__type">
            {prompt.type === 'truth' ? (
              <Trans comment="Label above the prompt on show: it is a truth question.">Truth</Trans>
            ) : (
              <Trans comment="Label above the prompt on show: it is a dare.">Dare</Trans>
            )}
          </p>
          <p className="generator-card__text">{prompt.text}</p>
        </>
      ) : (
        <p className="generator-card__empty">
          <Trans>Pick Truth or Dare to get a prompt.</Trans>
        </p>
      )}
    </div>
  );
}
