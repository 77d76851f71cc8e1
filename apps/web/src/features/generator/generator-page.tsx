import { PageMeta } from '../../components/page-meta';
import { CategorySelect } from './category-select';
import { GeneratorPromptCard } from './generator-prompt-card';
import { useGenerator } from './use-generator';
import './generator.css';

/** /truth-or-dare-generator/: a random truth or dare from the chosen category, no repeats for a long while. */
export function GeneratorPage() {
  const generator = useGenerator();

  return (
    <div className="generator-page">
      <PageMeta
        title="Truth or Dare Generator"
        description="A random truth or dare in one tap: pick Normal, Funny, Spicy or 18+ and get a fresh prompt every time. Free, no account needed."
      />
      <header className="generator-page__header">
        <h1 className="generator-page__title display-title">Truth or Dare Generator</h1>
        <p className="generator-page__intro">
          Out of ideas? Pick a category, tap Truth or Dare and read the prompt out loud. Prompts don't repeat until you
          have seen them all.
        </p>
      </header>

      <section className="generator" aria-label="Generator">
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
            Truth
          </button>
          <button
            type="button"
            className="generator__choice generator__choice--dare"
            disabled={!generator.canDare}
            onClick={generator.dare}
          >
            Dare
          </button>
        </div>
        {generator.failed ? (
          <p className="generator__error" role="alert">
            The prompts could not be loaded. Check your connection and reload the page.
          </p>
        ) : null}
        <GeneratorPromptCard prompt={generator.prompt} />
        <button
          type="button"
          className="generator__copy"
          disabled={generator.prompt === null}
          onClick={() => void generator.copyPrompt()}
        >
          Copy
        </button>
      </section>
      {generator.ageGate}
    </div>
  );
}
