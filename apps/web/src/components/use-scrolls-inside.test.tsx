import { act, render, screen } from '../testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollsInside } from './use-scrolls-inside';

/** The observers made, so a test can tell them a size changed. */
const observers: { callback: () => void; observed: Element[] }[] = [];

class FakeResizeObserver {
  readonly entry: { callback: () => void; observed: Element[] };
  constructor(callback: () => void) {
    this.entry = { callback, observed: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.observed.push(element);
  }
  disconnect() {
    this.entry.observed = [];
  }
}

/** Gives an element the sizes a layout would: its box and its content's. */
function size(element: HTMLElement, box: number, content: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: box });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
}

function Strip({ shown }: { shown: boolean }) {
  const [scrolls, ref] = useScrollsInside('sideways');
  return shown ? (
    <div ref={ref} data-testid="strip" data-scrolls={scrolls}>
      <ul />
    </div>
  ) : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('whether a box scrolls inside itself', () => {
  it('follows an element that appears later, and its content, as they change size', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { rerender } = render(<Strip shown={false} />);
    expect(observers).toHaveLength(0);

    rerender(<Strip shown />);
    const strip = screen.getByTestId('strip');
    expect(strip).toHaveAttribute('data-scrolls', 'false');
    const [observer] = observers;
    expect(observer?.observed).toEqual([strip, screen.getByRole('list')]);

    size(strip, 230, 330);
    act(() => observer?.callback());
    expect(strip).toHaveAttribute('data-scrolls', 'true');
    size(strip, 330, 330);
    act(() => observer?.callback());
    expect(strip).toHaveAttribute('data-scrolls', 'false');
  });
});
