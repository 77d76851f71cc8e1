import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  RATING_CATEGORIES,
  ROOM_CATEGORIES,
  ROOM_RATINGS,
  TURN_SECONDS,
  type RoomCategory,
  type RoomRating,
  type TurnSeconds,
} from '@truth-or-dare/room-protocol';
import { useId } from 'react';
import { CATEGORY_LABEL_TEXT, RATING_LABEL_TEXT } from '../shared/room-message-text';
import './room-settings.css';

/** The turn timer's choices as the screens name them. */
export const TURN_SECONDS_LABELS: Readonly<Record<TurnSeconds, MessageDescriptor>> = {
  0: msg({ message: 'Off', context: 'turn timer' }),
  60: msg`60 s`,
  120: msg`120 s`,
};

function isRating(value: string): value is RoomRating {
  return (ROOM_RATINGS as readonly string[]).includes(value);
}

function isTurnSeconds(value: number): value is TurnSeconds {
  return (TURN_SECONDS as readonly number[]).includes(value);
}

interface RatingSelectProps {
  id: string;
  value: RoomRating;
  onChange: (rating: RoomRating) => void;
  /** Ids of texts that describe the field besides its own hint. */
  describedBy?: string;
}

/** "Rating": Family (PG), Teen (PG-13) or Adults (18+). */
export function RatingSelect({ id, value, onChange, describedBy }: RatingSelectProps) {
  const { i18n } = useLingui();
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        <Trans>Rating</Trans>
      </label>
      <select
        id={id}
        className="text-field__input text-field__select"
        value={value}
        onChange={(event) => {
          if (isRating(event.target.value)) onChange(event.target.value);
        }}
        aria-describedby={[describedBy, `${id}-hint`].filter(Boolean).join(' ')}
      >
        {ROOM_RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {i18n._(RATING_LABEL_TEXT[rating])}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-field__hint">
        <Trans>The strongest prompts the room deals. Everyone in an Adults room confirms they are 18 or older.</Trans>
      </p>
    </div>
  );
}

interface CategoryChoicesProps {
  rating: RoomRating;
  value: readonly RoomCategory[];
  onChange: (categories: RoomCategory[]) => void;
}

/** "Categories": a checkbox for each category the rating allows, in the library's order. */
export function CategoryChoices({ rating, value, onChange }: CategoryChoicesProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const allowed = RATING_CATEGORIES[rating];

  function toggle(category: RoomCategory, checked: boolean) {
    const next = checked ? [...value, category] : value.filter((chosen) => chosen !== category);
    onChange(ROOM_CATEGORIES.filter((candidate) => next.includes(candidate)));
  }

  return (
    <fieldset className="room-settings__fieldset" aria-describedby={hintId}>
      <legend className="text-field__label">
        <Trans>Categories</Trans>
      </legend>
      <div className="room-settings__choices">
        {allowed.map((category) => (
          <label key={category} className="room-settings__choice">
            <input
              type="checkbox"
              checked={value.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            <span>{i18n._(CATEGORY_LABEL_TEXT[category])}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="text-field__hint">
        <Trans>What the room deals from; the rating decides which are offered.</Trans>
      </p>
    </fieldset>
  );
}

interface TimerSelectProps {
  id: string;
  value: TurnSeconds;
  onChange: (seconds: TurnSeconds) => void;
}

/** "Turn timer": Off, 60 s or 120 s. */
export function TimerSelect({ id, value, onChange }: TimerSelectProps) {
  const { i18n } = useLingui();
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        <Trans>Turn timer</Trans>
      </label>
      <select
        id={id}
        className="text-field__input text-field__select"
        value={String(value)}
        onChange={(event) => {
          const seconds = Number(event.target.value);
          if (isTurnSeconds(seconds)) onChange(seconds);
        }}
        aria-describedby={`${id}-hint`}
      >
        {TURN_SECONDS.map((seconds) => (
          <option key={seconds} value={String(seconds)}>
            {i18n._(TURN_SECONDS_LABELS[seconds])}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-field__hint">
        <Trans>A player who does not choose Truth or Dare in time is skipped.</Trans>
      </p>
    </div>
  );
}
