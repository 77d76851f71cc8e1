import { Trans } from '@lingui/react/macro';
import type { OfflinePrompt } from '@truth-or-dare/offline-engine';
import { useId } from 'react';

interface PromptCardProps {
  prompt: OfflinePrompt | null;
  isCountingDown: boolean;
}

/** The dealt prompt, labelled Truth or Dare, in a live region so it is read out, label and all, when it appears. */
export function PromptCard({ prompt, isCountingDown }: PromptCardProps) {
  const labelId = useId();
  return (
    <div className="prompt-slot">
      <div aria-live="polite" aria-atomic="true">
        {prompt ? (
          <article key={prompt.id} className={`prompt-card prompt-card--${prompt.type}`} aria-labelledby={labelId}>
            <h2 id={labelId} className="prompt-card__label">
              {prompt.type === 'truth' ? (
                <Trans comment="Label above the prompt on show: it is a truth question.">Truth</Trans>
              ) : (
                <Trans comment="Label above the prompt on show: it is a dare.">Dare</Trans>
              )}
            </h2>
            <p className="prompt-card__text">{prompt.text}</p>
          </article>
        ) : null}
      </div>
      {prompt === null && !isCountingDown ? (
        <p className="prompt-slot__hint">
          <Trans>Pick Truth or Dare.</Trans>
        </p>
      ) : null}
    </div>
  );
}
