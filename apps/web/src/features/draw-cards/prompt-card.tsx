import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';

const TYPE_LABELS = {
  truth: msg({ message: 'Truth', comment: 'The kind of the drawn prompt, above its text' }),
  dare: msg({ message: 'Dare', comment: 'The kind of the drawn prompt, above its text' }),
} as const;

export function PromptCard({ prompt }: { prompt: PromptEntry }) {
  const { i18n } = useLingui();
  const type = i18n._(TYPE_LABELS[prompt.type]);
  return (
    <article className={`draw-prompt draw-prompt--${prompt.type}`} aria-label={type}>
      <p className="draw-prompt__type">{type}</p>
      <p className="draw-prompt__text">{prompt.text}</p>
    </article>
  );
}
