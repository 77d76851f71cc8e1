import { screen } from '../../testing/render';
import { describe, expect, it } from 'vitest';
import { metaDescription, normalisedText, renderApp } from '../../testing/render-app';

const SUPPORT_MAILTO = 'mailto:support@truthordare.example';

// The text pages load with their code (lazy routes), as a visitor's browser loads them.
async function renderPage(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings.map((h) => h.textContent)).toEqual([heading]);
  expect(document.title).toBe(`${heading} · Truth or Dare`);
  expect(metaDescription()?.length ?? 0).toBeGreaterThan(40);
  return { ...view, text: normalisedText(screen.getByRole('main')) };
}

function expectSupportLink() {
  const link = screen.getByRole('link', { name: 'support@truthordare.example' });
  expect(link.getAttribute('href')).toBe(SUPPORT_MAILTO);
}

describe('privacy policy', () => {
  it('lists what is stored, where and for how long', async () => {
    const { text } = await renderPage('/privacy', 'Privacy Policy');
    for (const phrase of [
      'no accounts',
      'sound_muted',
      'sub_popup_seen',
      'quick_play_address',
      'sessionStorage',
      'Room player token',
      '18+ confirmation',
      'until you unsubscribe',
      'unsubscribe link',
      'room name',
      'player names',
      'chat messages',
      'no activity for one minute',
      'IP address',
      'request id',
      'up to 14 days',
      'no ads',
      'no tracking cookies',
      'never sell your data',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toMatch(
      /offline game, the challenge spinner, quick play, draw cards, the two-player game and the generator run entirely in your browser/,
    );
    expectSupportLink();
  });
});

describe('terms of service', () => {
  it('states the rules of use', async () => {
    const { text } = await renderPage('/tms', 'Terms of Service');
    for (const phrase of [
      'party game made for fun',
      'Children under 13 may only play with a parent or guardian supervising',
      'not responsible for actions taken during gameplay',
      'No harassment',
      "Don't share anyone else's private information",
      'no activity for 1 minute is deleted automatically',
      'for adults only',
      'Content may change',
    ]) {
      expect(text).toContain(phrase);
    }
    expectSupportLink();
  });
});

describe('contact page', () => {
  it('shows the support address, location and what to write about', async () => {
    const { text } = await renderPage('/contact', 'Contact Us');
    expectSupportLink();
    expect(screen.getByText('Location: Online Only')).toBeTruthy();
    for (const phrase of ['Report a prompt', 'exact text', 'Bugs', 'Ideas']) expect(text).toContain(phrase);
  });
});

describe('about page', () => {
  it('describes the site, its modes and that no account is needed', async () => {
    const { text } = await renderPage('/about', 'About Truth or Dare');
    for (const phrase of [
      'Play Online',
      'Play Offline',
      'Quick Play',
      'Draw Cards',
      'Ultimate',
      'Generator',
      'Challenge Spinner',
      'No account needed',
      'Made for parties',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('disclaimer page', () => {
  it('explains the limits of the game and returns to it', async () => {
    const { text, user, router } = await renderPage('/disclaimer', 'Disclaimer');
    for (const phrase of [
      'This game is for entertainment only',
      'Children under 13 should only play with a parent or guardian supervising',
      'not responsible for actions taken during play',
      'Skip any dare that feels unsafe',
    ]) {
      expect(text).toContain(phrase);
    }

    const back = screen.getByRole('link', { name: 'Return to Game' });
    expect(back.getAttribute('href')).toBe('/');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Truth or Dare' })).toBeTruthy();
  });
});
