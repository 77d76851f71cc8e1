import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SharedUsernameProvider, useSharedUsername } from '../../app/shared-username';
import { metaDescription, normalisedText, renderApp } from '../../testing/render-app';
import { HomePage } from './home-page';

const TAGLINE =
  'The most fun party game – now online! Spin the wheel, pick your mode, and challenge your friends anywhere.';

describe('home page', () => {
  it('shows the title, exact tagline and its own document title', () => {
    renderApp('/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Truth or Dare']);
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    expect(document.title).toBe('Truth or Dare · The Party Game, Online and Offline');
    expect(metaDescription()).toMatch(/Truth or Dare/);
  });

  it('offers the five modes with their links and badges', () => {
    renderApp('/');
    const modes = within(screen.getByRole('navigation', { name: 'Game modes' })).getAllByRole('link');
    const summary = modes.map((link) => ({
      label: link.querySelector('.play-mode__label')?.firstChild?.textContent,
      href: link.getAttribute('href'),
      badge: link.querySelector('.play-mode__badge')?.textContent ?? null,
    }));

    expect(summary).toEqual([
      { label: 'Play Online', href: '/rooms', badge: null },
      { label: 'Play Offline', href: '/offline', badge: null },
      { label: 'Quick Play', href: '/quick-play', badge: 'online' },
      { label: 'Draw Cards', href: '/draw-cards', badge: 'NEW' },
      { label: 'Play Ultimate', href: '/ultimate', badge: null },
    ]);
  });

  it('explains the eight rules in order', () => {
    renderApp('/');
    const section = screen.getByRole('region', { name: 'How to Play Truth or Dare' });
    const rules = within(section).getAllByRole('listitem');
    expect(rules).toHaveLength(8);
    expect(section.querySelector('ol')).not.toBeNull();

    // Each card has a bold title and one sentence carrying its rule.
    const expectedPhrases = [
      ['2–9 players'],
      ['offline', 'same room', 'online'],
      ['clockwise', 'random', "'Truth or Dare?'"],
      ['no personal attacks', 'age-appropriate'],
      ['honestly', 'dare'],
      ['skip one', 'per game'],
      ['friendly and fun'],
      ['rounds you set', 'had enough'],
    ];
    rules.forEach((rule, index) => {
      expect(rule.querySelector('strong')?.textContent).toBeTruthy();
      const text = normalisedText(rule);
      for (const phrase of expectedPhrases[index] ?? []) expect(text).toContain(phrase);
    });
    expect(within(rules[6] as HTMLElement).getByText('Keep it light')).toBeTruthy();
  });

  it('clears the shared username when it opens', () => {
    function UsernameProbe() {
      return <output aria-label="username">{useSharedUsername().username}</output>;
    }
    render(
      <SharedUsernameProvider initialUsername="alice">
        <MemoryRouter>
          <HomePage />
          <UsernameProbe />
        </MemoryRouter>
      </SharedUsernameProvider>,
    );
    expect(screen.getByLabelText('username').textContent).toBe('');
  });
});
