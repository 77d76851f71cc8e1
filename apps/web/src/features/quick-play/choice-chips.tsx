import { useId } from 'react';

interface ChoiceChipsProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChoose: (value: T) => void;
}

/** A radio group drawn as chips: arrow keys move between options, as with any radio group. */
export function ChoiceChips<T extends string>({ legend, options, value, onChoose }: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className="qp-choices">
      <legend className="qp-choices__legend">{legend}</legend>
      <div className="qp-choices__options">
        {options.map((option) => (
          <label key={option.value} className="qp-chip">
            <input
              className="qp-chip__input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChoose(option.value)}
            />
            <span className="qp-chip__face">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
