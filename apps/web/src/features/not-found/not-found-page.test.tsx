import { screen, within } from '../../testing/render';
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contact');
  });
});
