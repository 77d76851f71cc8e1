import { screen, within } from '../../testing/render';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const EXPECTED_LINKS = [
  ['Home', '/'],
  ['Ultimate', '/ultimate'],
  ['Generator', '/truth-or-dare-generator'],
  ['Spinner', '/truth-or-dare-wheel'],
  ['Blog', '/blogs'],
  ['About', '/about'],
  ['Disclaimer', '/disclaimer'],
  ['Contact', '/contact'],
];

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function linkPairs(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('top navigation', () => {
  it('shows the eight links in order', () => {
    renderApp('/');
    expect(linkPairs(mainNav())).toEqual(EXPECTED_LINKS);
  });

  it('marks only the current page', async () => {
    const { user } = renderApp('/about');
    const nav = mainNav();
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page');

    expect(current().map((l) => l.textContent)).toEqual(['About']);

    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(current().map((l) => l.textContent)).toEqual(['Contact']);

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(current().map((l) => l.textContent)).toEqual(['Home']);
  });

  it('has a footer with the legal links', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(linkPairs(footer)).toEqual([
      ['Privacy', '/privacy'],
      ['Terms', '/tms'],
    ]);
    expect(footer.textContent).toContain('© Truth or Dare · For entertainment only');
  });

  it('offers a skip link to the main content', () => {
    renderApp('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});

describe('mobile drawer', () => {
  function menuButton() {
    return screen.getByRole('button', { name: 'Open menu' });
  }

  it('is closed at first and the menu button points at it', () => {
    renderApp('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    const drawer = screen.getByRole('dialog', { hidden: true });
    expect(menuButton()).toHaveAttribute('aria-controls', drawer.id);
  });

  it('opens as a labelled modal with the same links and moves focus into it', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(linkPairs(dialog)).toEqual(EXPECTED_LINKS);
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    const { user, container } = renderApp('/');
    await user.click(menuButton());
    // eslint-disable-next-line testing-library/no-node-access -- the backdrop is pointer-only and hidden from assistive tech: no query finds it.
    const backdrop = container.querySelector('.drawer__backdrop');
    if (!backdrop) throw new Error('backdrop not rendered');

    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('closes and navigates when a link is chosen', async () => {
    const { user, router } = renderApp('/');
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Disclaimer' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/disclaimer');
    expect(menuButton()).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the drawer', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    const dialog = screen.getByRole('dialog');
    const closeButton = within(dialog).getByRole('button', { name: 'Close menu' });
    const lastLink = within(dialog).getByRole('link', { name: 'Contact' });

    expect(closeButton).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(lastLink).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();

    // A full lap never leaves the drawer: the close button, each link, then the close button again.
    const order = [closeButton, ...within(dialog).getAllByRole('link')];
    for (let i = 1; i <= 12; i += 1) {
      await user.tab();
      expect(order[i % order.length]).toHaveFocus();
    }
  });

  it('closes with its own close button', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
