import { act, render, screen } from '../testing/render';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages, renderApp } from '../testing/render-app';
import { RequiresConnection } from './requires-connection';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** Changes the network as the browser reports it: the flag, then the event. */
function goOnline(online: boolean) {
  act(() => {
    setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderGate() {
  render(
    <MemoryRouter>
      <RequiresConnection>
        <p>The room list</p>
      </RequiresConnection>
    </MemoryRouter>,
  );
}

const ONLINE_PAGES = ['/rooms', '/create-room', '/rooms/abc123', '/online/abc123', '/rooms/abc123/game'];
const LOCAL_GAMES = ['/offline', '/quick-play'];

beforeAll(() => loadPages(...ONLINE_PAGES, ...LOCAL_GAMES));

const NOTICE = 'Online rooms need an internet connection. Reconnect to play, or try a local game.';

describe('RequiresConnection', () => {
  it('shows the page when the browser is online', () => {
    setOnline(true);
    renderGate();
    expect(screen.getByText('The room list')).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('opened offline, says the page needs a connection and points to the local games', () => {
    setOnline(false);
    renderGate();
    expect(screen.queryByText('The room list')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are offline');
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
    expect(screen.getByRole('link', { name: 'Play offline' }).getAttribute('href')).toBe('/offline');
    expect(screen.getByRole('link', { name: 'Quick play' }).getAttribute('href')).toBe('/quick-play');
  });

  it('shows the page as soon as the network is back, and keeps it when the network goes again', () => {
    setOnline(false);
    renderGate();
    goOnline(true);
    expect(screen.getByText('The room list')).toBeTruthy();
    goOnline(false);
    expect(screen.getByText('The room list')).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it.each(ONLINE_PAGES)('guards the online page %s', async (path) => {
    setOnline(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1, name: 'You are offline' })).textContent).toBe(
      'You are offline',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(LOCAL_GAMES)('leaves the local game %s alone', async (path) => {
    setOnline(false);
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
