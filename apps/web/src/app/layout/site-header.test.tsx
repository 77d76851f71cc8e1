import { screen, within } from '@testing-library/react';
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
    const current = () => within(nav).getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');

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
    const controlled = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    expect(controlled?.getAttribute('role')).toBe('dialog');
  });

  it('opens as a labelled modal with the same links and moves focus into it', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(linkPairs(dialog)).toEqual(EXPECTED_LINKS);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when the backdrop is clicked', async () => {
    const { user, container } = renderApp('/');
    await user.click(menuButton());
    const backdrop = container.querySelector('.drawer__backdrop');
    if (!backdrop) throw new Error('backdrop not rendered');

    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes and navigates when a link is chosen', async () => {
    const { user, router } = renderApp('/');
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Disclaimer' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/disclaimer');
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeTruthy();
    expect(document.activeElement).toBe(menuButton());
  });

  it('traps Tab and Shift+Tab inside the drawer', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    const dialog = screen.getByRole('dialog');
    const closeButton = within(dialog).getByRole('button', { name: 'Close menu' });
    const lastLink = within(dialog).getByRole('link', { name: 'Contact' });

    expect(document.activeElement).toBe(closeButton);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(lastLink);
    await user.tab();
    expect(document.activeElement).toBe(closeButton);

    // A full lap never leaves the drawer.
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with its own close button', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
