import { act, screen, within } from '../testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

function mockReducedMotion(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}

afterEach(() => {
  // jsdom has no matchMedia of its own; remove the stub so tests stay independent.
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('scroll to top on navigation', () => {
  it('does not scroll on first load', () => {
    renderApp('/privacy');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top when the path changes', async () => {
    mockReducedMotion(false);
    const { user } = renderApp('/privacy');

    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when reduced motion is requested', async () => {
    const matchMedia = mockReducedMotion(true);
    const { user } = renderApp('/');

    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('ignores changes that keep the same path', async () => {
    const { router } = renderApp('/about');
    await act(() => router.navigate('/about?from=test'));
    await act(() => router.navigate('/about#ways'));
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/contact'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
