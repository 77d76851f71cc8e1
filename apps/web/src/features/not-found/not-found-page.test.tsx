import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('not-found page', () => {
  it('shows Page Not Found with links home and to contact', async () => {
    const { user, router } = renderApp('/no-such-page');
    const main = screen.getByRole('main');

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Page Not Found']);
    expect(document.title).toBe('Page Not Found · Truth or Dare');
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Contact', '/contact'],
    ]);

    await user.click(within(main).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
  });

  it.each(['/blogs'])(
    'is what nav links to unbuilt pages reach for now (%s)',
    async (path) => {
      const { user, router } = renderApp('/');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const link = within(nav)
        .getAllByRole('link')
        .find((l) => l.getAttribute('href') === path);
      if (!link) throw new Error(`no nav link to ${path}`);

      await user.click(link);
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    },
  );
});
