import type { GeneratorCategory, GeneratorCategoryId } from '@truth-or-dare/prompt-banks';
import { useId } from 'react';

interface CategorySelectProps {
  categories: readonly GeneratorCategory[];
  value: GeneratorCategoryId;
  onChoose: (id: GeneratorCategoryId) => void;
}

/** Normal, Funny, Spicy, 18+. Controlled, so a cancelled 18+ choice snaps back to the current one. */
export function CategorySelect({ categories, value, onChoose }: CategorySelectProps) {
  const selectId = useId();
  return (
    <div className="generator-category">
      <label className="generator-category__label" htmlFor={selectId}>
        Category
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
            {category.label}
          </option>
        ))}
      </select>
    </div>
  );
}
