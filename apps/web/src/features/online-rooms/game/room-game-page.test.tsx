import { screen, waitFor, within } from '../../../testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { liveRegionAround } from '../../../testing/live-regions';
import { loadPages } from '../../../testing/render-app';
import { toastItem } from '../../../testing/toasts';
import {
  deferred,
  installFakeApi,
  installFakeEventSource,
  json,
  keepSeat,
  makeRoom,
  push,
  renderRooms,
  ROOM_ID,
  storedSeat,
  turnUpdate,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

const GAME = `/rooms/${ROOM_ID}/game`;
const seatOfAna = { username: 'Ana', token: 't-ana' };
const seatOfBen = { username: 'Ben', token: 't-ben' };

let alertSpy: MockInstance<(message?: string) => void>;

beforeAll(() => loadPages(GAME, `/online/${ROOM_ID}`, '/rooms'));

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

/** Opens the game with a kept seat and waits until the session is live (stream open). */
async function openGame(seat = seatOfAna, room = makeRoom(), history: string[] = ['/rooms']) {
  keepSeat(seat);
  const api = installFakeApi(room);
  const streams = installFakeEventSource();
  const view = renderRooms([...history, GAME]);
  await screen.findByText('You are', { exact: false });
  const stream = streams.latest();
  await push(() => stream.open());
  return { api, streams, stream, view, user: view.user };
}

function main() {
  return screen.getByRole('main');
}

function turnButton(name: 'Truth' | 'Dare') {
  return within(main()).getByRole('button', { name });
}

function playerList() {
  return within(main()).getByRole('list', { name: /Players/ });
}

function chatLines() {
  return within(screen.getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('online game (/rooms/{id}/game): arriving', () => {
  it('sends a visitor with neither a name nor a kept seat to the name screen', async () => {
    installFakeApi();
    installFakeEventSource();
    const view = renderRooms(['/rooms', GAME]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter Your Name' })).toBeTruthy();
    expect(view.path()).toBe(`/online/${ROOM_ID}`);
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('joins with the shared name when there is no kept seat, and keeps the new seat', async () => {
    const api = installFakeApi();
    installFakeEventSource();
    renderRooms(['/rooms', GAME], { username: 'Cy' });
    expect(await screen.findByText('Cy', { selector: '.room-you strong' })).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`).map((call) => call.body)).toEqual([{ username: 'Cy' }]);
    expect(storedSeat()).toEqual({ username: 'Cy', token: 'token-Cy' });
  });

  it('shows the room, who you are, whose turn it is, the players and the chat', async () => {
    const { api } = await openGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Friday Dares' })).toBeTruthy();
    expect(document.title).toBe('Friday Dares · Online Room · Truth or Dare');
    expect(screen.getByText('You are', { exact: false }).textContent).toBe('You are Ana');
    expect(within(main()).getByRole('heading', { level: 2, name: 'Your turn' })).toBeTruthy();
    const players = within(playerList()).getAllByRole('listitem');
    expect(players).toHaveLength(2);
    expect(within(players[0] as HTMLElement).getByText('Ana')).toBeInTheDocument();
    expect(within(players[1] as HTMLElement).getByText('Ben')).toBeInTheDocument();
    expect(within(playerList()).getByRole('listitem', { current: true })).toBe(players[0]);
    expect(chatLines()).toEqual(['Anahello all']);
    expect(screen.getByRole('button', { name: /Share Room Link/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    // The ping went out with the player token.
    expect(api.callsTo('POST', `/api/${ROOM_ID}/ping`)[0]?.headers.Authorization).toBe('Bearer t-ana');
    // The video call offers to join (its code arrives as a chunk of its own).
    expect(await screen.findByRole('button', { name: 'Join call' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Video call' })).toBeTruthy();
  });

  it('alerts and offers the room list when the room cannot load', async () => {
    keepSeat(seatOfAna);
    const api = installFakeApi();
    installFakeEventSource();
    api.on('GET', `/api/rooms/${ROOM_ID}`, () => json(404, { error: 'Room not found' }));
    renderRooms([GAME]);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load room.');
    expect(alertSpy).toHaveBeenCalledWith('Failed to load room.');
    expect(screen.getByRole('link', { name: 'Back to the rooms' }).getAttribute('href')).toBe('/rooms');
  });
});

describe('online game: turns', () => {
  it('enables Truth and Dare only on your own turn', async () => {
    const { api, stream } = await openGame(seatOfBen);
    expect(turnButton('Truth').getAttribute('aria-disabled')).toBe('true');
    expect(turnButton('Dare').getAttribute('aria-disabled')).toBe('true');
    expect(within(main()).getByRole('heading', { level: 2, name: "Ana's turn" })).toBeTruthy();

    await push(() =>
      stream.emit(
        'turnUpdate',
        turnUpdate(makeRoom({ currentTurn: 1, currentType: 'dare', currentPrompt: 'Sing a song' })),
        8,
      ),
    );
    expect(turnButton('Truth').getAttribute('aria-disabled')).toBe('false');
    expect(turnButton('Dare').getAttribute('aria-disabled')).toBe('false');
    expect(within(main()).getByRole('heading', { level: 2, name: 'Your turn' })).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/turn`)).toEqual([]);
  });

  it("alerts 'It's not your turn!' off turn and sends nothing", async () => {
    const { api, user } = await openGame(seatOfBen);
    await user.click(turnButton('Dare'));
    expect(alertSpy).toHaveBeenCalledWith("It's not your turn!");
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/turn`)).toEqual([]);
  });

  it('sends the turn with the token and holds the buttons while it is in flight', async () => {
    const { api, user } = await openGame();
    const answer = deferred<Response>();
    api.on('PATCH', `/api/${ROOM_ID}/turn`, () => answer.promise);
    await user.click(turnButton('Truth'));
    const sent = api.callsTo('PATCH', `/api/${ROOM_ID}/turn`);
    expect(sent.map((call) => [call.body, call.headers.Authorization])).toEqual([
      [{ type: 'truth', username: 'Ana' }, 'Bearer t-ana'],
    ]);
    expect(turnButton('Truth').getAttribute('aria-disabled')).toBe('true');
    await user.click(turnButton('Dare'));
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/turn`)).toHaveLength(1);
    expect(alertSpy).not.toHaveBeenCalled();

    await push(() => answer.resolve(json(200, { room: makeRoom() })));
    await waitFor(() => expect(turnButton('Truth').getAttribute('aria-disabled')).toBe('false'));
  });

  it("alerts the server's refusal of a turn", async () => {
    const { api, user } = await openGame();
    api.on('PATCH', `/api/${ROOM_ID}/turn`, () => json(409, { error: "It's not your turn!" }));
    await user.click(turnButton('Dare'));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("It's not your turn!"));
  });

  it('shows the prompt with its type and the next player from a stream update', async () => {
    const { stream } = await openGame();
    expect(within(main()).getByText('Choose Truth or Dare to draw the first prompt.')).toBeTruthy();
    await push(() =>
      stream.emit(
        'turnUpdate',
        turnUpdate(makeRoom({ currentTurn: 1, currentType: 'truth', currentPrompt: 'What is your secret talent?' })),
        8,
      ),
    );
    const prompt = liveRegionAround(screen.getByText('What is your secret talent?')) as HTMLElement;
    // A polite, atomic live region: the type and the prompt are read out together.
    expect(prompt.getAttribute('aria-live')).toBe('polite');
    expect(prompt.getAttribute('aria-atomic')).toBe('true');
    expect(within(prompt).getByText('Truth')).toBeTruthy();
    expect(within(prompt).getByText('What is your secret talent?')).toBeTruthy();
    expect(within(main()).getByRole('heading', { level: 2, name: "Ben's turn" })).toBeTruthy();
    // Only Ben's turn is marked: a second current item would make getByRole throw.
    expect(within(within(playerList()).getByRole('listitem', { current: true })).getByText('Ben')).toBeInTheDocument();
    expect(turnButton('Truth').getAttribute('aria-disabled')).toBe('true');
  });
});

describe('online game: chat', () => {
  it('sends with Enter, clears the input and ignores blank text', async () => {
    const { api, user } = await openGame();
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
    expect(input.maxLength).toBe(500);
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.callsTo('POST', `/api/${ROOM_ID}/chat`)).toEqual([]);

    await user.clear(input);
    await user.type(input, ' Hi all! {Enter}');
    await waitFor(() => expect(api.callsTo('POST', `/api/${ROOM_ID}/chat`)).toHaveLength(1));
    const [call] = api.callsTo('POST', `/api/${ROOM_ID}/chat`);
    expect(call?.body).toEqual({ username: 'Ana', message: 'Hi all!' });
    expect(call?.headers.Authorization).toBe('Bearer t-ana');
    expect(input.value).toBe('');
  });

  it('shows streamed messages as plain text, in order, once each', async () => {
    const { stream } = await openGame();
    const markup = '<img src=x onerror=alert(1)>';
    await push(() =>
      stream.emit('message', { username: 'Ben', message: markup, createdAt: '2026-01-01T00:00:01.000Z' }, 8),
    );
    await push(() =>
      stream.emit('message', { username: 'Ben', message: markup, createdAt: '2026-01-01T00:00:01.000Z' }, 8),
    );
    await push(() =>
      stream.emit('message', { username: 'Ana', message: 'lol 😂', createdAt: '2026-01-01T00:00:02.000Z' }, 9),
    );
    expect(chatLines()).toEqual(['Anahello all', `Ben${markup}`, 'Analol 😂']);
    expect(within(screen.getByRole('log', { name: 'Chat messages' })).queryByRole('img')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts when a message cannot be sent', async () => {
    const { api, user } = await openGame();
    api.on('POST', `/api/${ROOM_ID}/chat`, () => json(429, { error: 'Too many messages.' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'spam{Enter}');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to send message.'));
  });
});

describe('online game: presence and the room', () => {
  it("toasts 'Left' with the name of a player who left", async () => {
    const { stream } = await openGame(seatOfAna, makeRoom({ username: ['Ana', 'Ben', 'Cy'] }));
    await push(() => stream.emit('turnUpdate', turnUpdate(makeRoom({ username: ['Ana', 'Cy'] })), 8));
    await screen.findByText('Left');
    const toast = toastItem('Left');
    expect(within(toast).getByText('Ben')).toBeTruthy();
    expect(within(playerList()).queryByText('Ben')).toBeNull();
  });

  it('toasts when a video call starts and ends', async () => {
    const { stream } = await openGame();
    await push(() => stream.emit('videoCallUpdate', { videoCallActive: true, videoParticipants: ['Ben'] }, 8));
    expect(await screen.findByText('Video call has started!')).toBeTruthy();
    expect(within(main()).getByText(/Video call live/).textContent).toContain('Ben');
    await push(() => stream.emit('videoCallUpdate', { videoCallActive: false, videoParticipants: [] }, 9));
    expect(await screen.findByText('Video call has ended')).toBeTruthy();
  });

  it('alerts a lost connection, forgets the seat and goes home when its own name is gone', async () => {
    const { stream, view } = await openGame();
    await push(() => stream.emit('turnUpdate', turnUpdate(makeRoom({ username: ['Ben'] })), 8));
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(alertSpy).toHaveBeenCalledWith('Your internet connection is lost.');
    expect(storedSeat()).toBeNull();
    expect(stream.isClosed).toBe(true);
  });

  it('says the room closed, with a link home, when the room is deleted', async () => {
    const { stream } = await openGame();
    await push(() => stream.emit('roomClosed', {}, 8));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This room has closed');
    expect(within(notice).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(storedSeat()).toBeNull();
    expect(stream.isClosed).toBe(true);
  });
});

describe('online game: share and leave', () => {
  it('copies the game link and confirms with a toast, or says it failed', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const { user } = await openGame();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: /Share Room Link/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/rooms/${ROOM_ID}/game`);
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Share Room Link/ }));
    expect(await screen.findByText('Failed to copy the link.')).toBeTruthy();
  });

  it('leaves with Back: tells the server, forgets the seat and goes back', async () => {
    const { api, stream, view, user } = await openGame();
    await user.click(within(main()).getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(view.path()).toBe('/rooms'));
    const leaves = api.callsTo('POST', `/api/${ROOM_ID}/leave`);
    expect(leaves.map((call) => [call.body, call.headers.Authorization, call.keepalive])).toEqual([
      [{ username: 'Ana' }, 'Bearer t-ana', true],
    ]);
    expect(storedSeat()).toBeNull();
    expect(stream.isClosed).toBe(true);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('leaves when another page of the app is opened', async () => {
    const { api, view } = await openGame();
    await push(() => void view.router.navigate('/about'));
    await waitFor(() => expect(api.callsTo('POST', `/api/${ROOM_ID}/leave`)).toHaveLength(1));
    expect(storedSeat()).toBeNull();
  });

  it('gives the seat up when the tab closes or reloads, but keeps it to sit down again', async () => {
    const { api } = await openGame();
    window.dispatchEvent(new Event('pagehide'));
    const leaves = api.callsTo('POST', `/api/${ROOM_ID}/leave`);
    expect(leaves.map((call) => call.keepalive)).toEqual([true]);
    expect(storedSeat()).toEqual(seatOfAna);
  });
});
