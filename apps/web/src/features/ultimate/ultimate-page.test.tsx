import { screen, waitFor, within } from '../../testing/render';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPages, metaDescription, renderApp } from '../../testing/render-app';

beforeAll(() => loadPages('/ultimate', '/ultimatetruthordare'));

describe('ultimate landing page', () => {
  it('has a title, an intro and exactly one link, to Truth or Dare (Horror Mode)', async () => {
    renderApp('/ultimate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ultimate Truth or Dare' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Ultimate Truth or Dare · Truth or Dare');
    expect(metaDescription()).toMatch(/Horror Mode/);

    const page = screen.getByRole('region', { name: 'Ultimate Truth or Dare' });
    expect(within(page).getAllByRole('paragraph')[0]).toHaveTextContent(/sixty seconds/);
    const links = within(page).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Truth or Dare (Horror Mode)', '/ultimatetruthordare'],
    ]);
    expect(within(page).queryAllByRole('button')).toHaveLength(0);
  });

  it('leads to the two-player game', async () => {
    const { user, router } = renderApp('/ultimate');
    await user.click(await screen.findByRole('link', { name: 'Truth or Dare (Horror Mode)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ultimatetruthordare'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Truth or Dare (Horror Mode)' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Player 1')).toBeTruthy();
  });
});
