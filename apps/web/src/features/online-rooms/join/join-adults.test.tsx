import { screen, waitFor, within } from '../../../testing/render';
import { DEFAULT_ROOM_SETTINGS } from '@truth-or-dare/room-protocol';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  installFakeApi,
  installFakeEventSource,
  json,
  makeRoom,
  renderRooms,
  ROOM_ID,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

beforeAll(() => loadPages('/rooms', `/rooms/${ROOM_ID}`, `/rooms/${ROOM_ID}/game`, '/join/ABC234'));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

const ADULTS = { ...DEFAULT_ROOM_SETTINGS, rating: 'adults', categories: ['party', 'spicy', '18+'] } as const;
const adultsRoom = () => makeRoom({ settings: { ...ADULTS, categories: [...ADULTS.categories] } });
const joins = (api: ReturnType<typeof installFakeApi>) =>
  api.callsTo('PATCH', `/api/${ROOM_ID}/join`).map((call) => call.body);

async function openJoin(path: string, room = adultsRoom()) {
  const api = installFakeApi(room);
  installFakeEventSource();
  const view = renderRooms(['/rooms', path]);
  const input = await screen.findByRole('textbox', { name: 'Your name' });
  return { api, view, input, user: view.user };
}

describe('joining an Adults room', () => {
  it('marks the room 18+ and asks for the age confirmation before the join is sent', async () => {
    const { api, view, input, user } = await openJoin(`/rooms/${ROOM_ID}`);
    expect(screen.getByText('18+', { selector: '.room-mark' })).toBeTruthy();
    expect(screen.getByText(/This room is for adults/).textContent).toBe(
      '18+ This room is for adults: you will be asked to confirm you are 18 or older.',
    );

    // A blank name is refused without asking.
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByRole('alert').textContent).toBe('⚠️ Username is required');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(input, 'Cy{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Adults only' });
    expect(joins(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(joins(api)).toEqual([]);
    expect(view.path()).toBe(`/rooms/${ROOM_ID}`);

    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Adults only' })).getByRole('button', {
        name: 'Confirm, we are 18+',
      }),
    );
    await waitFor(() => expect(view.path()).toBe(`/rooms/${ROOM_ID}/game`));
    expect(joins(api)).toEqual([{ username: 'Cy', adult: true }]);
  });

  it("shows the server's refusal on the join screen", async () => {
    const { api, input, user } = await openJoin(`/rooms/${ROOM_ID}`);
    api.on('PATCH', `/api/${ROOM_ID}/join`, () =>
      json(400, { error: 'This room is for adults: confirm you are 18 or older.' }),
    );
    window.sessionStorage.setItem('adult_confirmed', 'true');
    await user.type(input, 'Cy{Enter}');
    // Confirmed earlier this session: no second question.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This room is for adults: confirm you are 18 or older.',
    );
  });

  it('does not ask in a Family room', async () => {
    const { api, input, user, view } = await openJoin(`/rooms/${ROOM_ID}`, makeRoom());
    expect(screen.queryByText('18+')).toBeNull();
    await user.type(input, 'Cy{Enter}');
    await waitFor(() => expect(view.path()).toBe(`/rooms/${ROOM_ID}/game`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(joins(api)).toEqual([{ username: 'Cy' }]);
  });

  it('asks on the join screen a /join link leads to', async () => {
    const api = installFakeApi(adultsRoom());
    installFakeEventSource();
    const view = renderRooms(['/join/abc234']);
    const input = await screen.findByRole('textbox', { name: 'Your name' });
    expect(view.path()).toBe(`/rooms/${ROOM_ID}`);
    expect(screen.getByText('18+', { selector: '.room-mark' })).toBeTruthy();
    await view.user.type(input, 'Dee{Enter}');
    await view.user.click(
      within(screen.getByRole('alertdialog', { name: 'Adults only' })).getByRole('button', {
        name: 'Confirm, we are 18+',
      }),
    );
    await waitFor(() => expect(joins(api)).toEqual([{ username: 'Dee', adult: true }]));
  });
});

describe('room list marks', () => {
  it("marks Adults rooms '18+' and rooms in a video call 'In call'", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/public', () =>
      json(200, [
        {
          _id: 'room-one-id-aaaaaaaaaaa',
          roomName: 'Late Night',
          username: ['Ana'],
          rating: 'adults',
          videoCallActive: true,
        },
        {
          _id: 'room-two-id-bbbbbbbbbbb',
          roomName: 'Quiet Corner',
          username: ['Dee'],
          rating: 'teen',
          videoCallActive: false,
        },
      ]),
    );
    renderRooms(['/rooms']);
    await screen.findByText('Quiet Corner');
    const [late, quiet] = within(screen.getByRole('region', { name: 'Public Rooms' })).getAllByRole('link');
    expect(late?.textContent).toBe('Late Night1 Online18+🎥 In call');
    expect(
      within(late as HTMLElement)
        .getByText('🎥')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(quiet?.textContent).toBe('Quiet Corner1 Online');
  });
});
