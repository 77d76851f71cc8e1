import { TRUTH_CATEGORIES, type TruthCategoryId } from '@truth-or-dare/draw-cards-engine';
import { type Ref, useId } from 'react';
import { useAgeGate } from '../../components/age-gate/use-age-gate';

interface CategoryChoiceProps {
  /** The chosen bank is loading: no second choice meanwhile. */
  busy: boolean;
  onChoose: (category: TruthCategoryId) => void;
  firstRef?: Ref<HTMLButtonElement>;
}

/** The truth categories; the adults-only one asks for the age confirmation first. */
export function CategoryChoice({ busy, onChoose, firstRef }: CategoryChoiceProps) {
  const { requireAdult, dialog } = useAgeGate();
  const titleId = useId();

  return (
    <div className="draw-categories" role="group" aria-labelledby={titleId} aria-busy={busy}>
      <p id={titleId} className="draw-categories__title">
        Pick a truth category
      </p>
      <div className="draw-categories__list">
        {TRUTH_CATEGORIES.map((category, index) => (
          <button
            key={category.id}
            ref={index === 0 ? firstRef : undefined}
            type="button"
            className={`draw-button draw-button--category${category.adultsOnly ? ' draw-button--adult' : ''}`}
            disabled={busy}
            onClick={() => (category.adultsOnly ? requireAdult(() => onChoose(category.id)) : onChoose(category.id))}
          >
            {category.label}
          </button>
        ))}
      </div>
      {dialog}
    </div>
  );
}
