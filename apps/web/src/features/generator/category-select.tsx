import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { GeneratorCategory, GeneratorCategoryId } from '@truth-or-dare/prompt-banks';
import { useId } from 'react';

/** The categories' names (prompt-banks keeps the English ones for its own tests and tools). */
const CATEGORY_LABELS: Record<GeneratorCategoryId, MessageDescriptor> = {
  normal: msg({ message: 'Normal', comment: 'A prompt category: everyday, family-friendly prompts.' }),
  funny: msg({ message: 'Funny', comment: 'A prompt category.' }),
  spicy: msg({ message: 'Spicy', comment: 'A prompt category: bold and flirty prompts.' }),
  '18+': msg({ message: '18+', comment: 'A prompt category for adults only.' }),
};

interface CategorySelectProps {
  categories: readonly GeneratorCategory[];
  value: GeneratorCategoryId;
  onChoose: (id: GeneratorCategoryId) => void;
}

/** Normal, Funny, Spicy, 18+. Controlled, so a cancelled 18+ choice snaps back to the current one. */
export function CategorySelect({ categories, value, onChoose }: CategorySelectProps) {
  const selectId = useId();
  const { i18n } = useLingui();
  return (
    <div className="generator-category">
      <label className="generator-category__label" htmlFor={selectId}>
        <Trans>Category</Trans>
      </label>
      <select
        id={selectId}
        className="generator-category__select"
        value={value}
        onChange={(event) => {
          const chosen = categories.find((category) => category.id === event.target.value);
          if (chosen) onChoose(chosen.id);
        }}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {i18n._(CATEGORY_LABELS[category.id])}
          </option>
        ))}
      </select>
    </div>
  );
}
