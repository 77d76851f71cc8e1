import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TRUTH_CATEGORIES, type TruthCategoryId } from '@truth-or-dare/draw-cards-engine';
import { type Ref, useId } from 'react';
import { useAgeGate } from '../../components/age-gate/use-age-gate';

interface CategoryChoiceProps {
  /** The chosen bank is loading: no second choice meanwhile. */
  busy: boolean;
  onChoose: (category: TruthCategoryId) => void;
  firstRef?: Ref<HTMLButtonElement>;
}

/** The engine's category labels, by id. */
const CATEGORY_LABELS: Readonly<Record<TruthCategoryId, MessageDescriptor>> = {
  normal: msg({ message: 'Normal', comment: 'A category of truth questions: for everyone' }),
  party: msg({ message: 'Party', comment: 'A category of truth questions: for parties' }),
  funny: msg({ message: 'Funny', comment: 'A category of truth questions: funny ones' }),
  spicy: msg({ message: 'Spicy', comment: 'A category of truth questions: daring ones' }),
  '18+': msg({ message: '18+', comment: 'A category of truth questions: adults only' }),
};

/** The truth categories; the adults-only one asks for the age confirmation first. */
export function CategoryChoice({ busy, onChoose, firstRef }: CategoryChoiceProps) {
  const { i18n } = useLingui();
  const { requireAdult, dialog } = useAgeGate();
  const titleId = useId();

  return (
    <div className="draw-categories" role="group" aria-labelledby={titleId} aria-busy={busy}>
      <p id={titleId} className="draw-categories__title">
        <Trans>Pick a truth category</Trans>
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
            {i18n._(CATEGORY_LABELS[category.id])}
          </button>
        ))}
      </div>
      {dialog}
    </div>
  );
}
