import { Trans, useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../components/page-meta';
import { CategorySelect } from './category-select';
import { GeneratorPromptCard } from './generator-prompt-card';
import { useGenerator } from './use-generator';
import './generator.css';

/** /truth-or-dare-generator/: a random truth or dare from the chosen category, no repeats for a long while. */
export function GeneratorPage() {
  const generator = useGenerator();
  const { t } = useLingui();

  return (
    <div className="generator-page">
      <PageMeta
        title={t`Truth or Dare Generator`}
        description={t`A random truth or dare in one tap: pick Normal, Funny, Spicy or 18+ and get a fresh prompt every time. Free, no account needed.`}
      />
      <header className="generator-page__header">
        <h1 className="generator-page__title display-title">
          <Trans>Truth or Dare Generator</Trans>
        </h1>
        <p className="generator-page__intro">
          <Trans>
            Out of ideas? Pick a category, tap Truth or Dare and read the prompt out loud. Prompts don't repeat until
            you have seen them all.
          </Trans>
        </p>
      </header>

      <section className="generator" aria-label={t`Generator`}>
        <CategorySelect
          categories={generator.categories}
          value={generator.category}
          onChoose={generator.chooseCategory}
        />
        <div className="generator__choices">
          <button
            type="button"
            className="generator__choice generator__choice--truth"
            disabled={!generator.canTruth}
            onClick={generator.truth}
          >
            <Trans comment="Button: deal a truth question.">Truth</Trans>
          </button>
          <button
            type="button"
            className="generator__choice generator__choice--dare"
            disabled={!generator.canDare}
            onClick={generator.dare}
          >
            <Trans comment="Button: deal a dare.">Dare</Trans>
          </button>
        </div>
        {generator.failed ? (
          <p className="generator__error" role="alert">
            <Trans>The prompts could not be loaded. Check your connection and reload the page.</Trans>
          </p>
        ) : null}
        <GeneratorPromptCard prompt={generator.prompt} />
        <button
          type="button"
          className="generator__copy"
          disabled={generator.prompt === null}
          onClick={() => void generator.copyPrompt()}
        >
          <Trans comment="Button: copy the prompt on show to the clipboard.">Copy</Trans>
        </button>
      </section>
      {generator.ageGate}
    </div>
  );
}
