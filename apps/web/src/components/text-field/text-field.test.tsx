import { render, screen } from '../../testing/render';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels its input, passes the input props and ref through, and keeps the shared class', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        id="room-name"
        label="Room name"
        className="extra"
        maxLength={30}
        placeholder="e.g. Friday Night Dares"
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Room name');
    expect(input).toBe(ref.current);
    expect(input.maxLength).toBe(30);
    expect(input.placeholder).toBe('e.g. Friday Night Dares');
    expect(input.className).toBe('text-field__input extra');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is described by its hint after any description passed in', () => {
    render(
      <>
        <p id="error">Enter a room name.</p>
        <TextField id="img" label="Image" hint="A path on this site or an http(s) address." aria-describedby="error" />
      </>,
    );
    const input = screen.getByLabelText('Image');
    expect(input.getAttribute('aria-describedby')).toBe('error img-hint');
    expect(screen.getByText('A path on this site or an http(s) address.').id).toBe('img-hint');
  });
});
