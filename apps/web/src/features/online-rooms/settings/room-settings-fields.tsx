import {
  CATEGORY_LABELS,
  RATING_CATEGORIES,
  RATING_LABELS,
  ROOM_CATEGORIES,
  ROOM_RATINGS,
  TURN_SECONDS,
  type RoomCategory,
  type RoomRating,
  type TurnSeconds,
} from '@truth-or-dare/room-protocol';
import { useId } from 'react';
import './room-settings.css';

/** The turn timer's choices as the screens name them. */
export const TURN_SECONDS_LABELS: Readonly<Record<TurnSeconds, string>> = { 0: 'Off', 60: '60 s', 120: '120 s' };

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
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        Rating
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
            {RATING_LABELS[rating]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-field__hint">
        The strongest prompts the room deals. Everyone in an Adults room confirms they are 18 or older.
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
  const hintId = useId();
  const allowed = RATING_CATEGORIES[rating];

  function toggle(category: RoomCategory, checked: boolean) {
    const next = checked ? [...value, category] : value.filter((chosen) => chosen !== category);
    onChange(ROOM_CATEGORIES.filter((candidate) => next.includes(candidate)));
  }

  return (
    <fieldset className="room-settings__fieldset" aria-describedby={hintId}>
      <legend className="text-field__label">Categories</legend>
      <div className="room-settings__choices">
        {allowed.map((category) => (
          <label key={category} className="room-settings__choice">
            <input
              type="checkbox"
              checked={value.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            <span>{CATEGORY_LABELS[category]}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="text-field__hint">
        What the room deals from; the rating decides which are offered.
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
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        Turn timer
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
            {TURN_SECONDS_LABELS[seconds]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-field__hint">
        A player who does not choose Truth or Dare in time is skipped.
      </p>
    </div>
  );
}
