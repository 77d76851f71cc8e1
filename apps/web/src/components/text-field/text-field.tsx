import type { ComponentProps, ReactNode } from 'react';
import './text-field.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  /** Help shown under the field; the input is described by it, after any description passed in. */
  hint?: ReactNode;
}

/**
 * A labelled one-line input in the shared field style (text-field.css). Every other prop, a ref
 * included, goes to the input. Selects and textareas use the same classes directly.
 */
export function TextField({ id, label, hint, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const description = [describedBy, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={className ? `text-field__input ${className}` : 'text-field__input'}
        aria-describedby={description}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
