import { screen, waitFor, within } from '../../../testing/render';
import { setupI18n } from '@lingui/core';
import { RoomRequestError } from '@truth-or-dare/room-protocol';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../i18n/catalogs';
import { loadPages } from '../../../testing/render-app';
import { localizedRequestError } from './room-error-messages';
import { installFakeApi, json, makeRoom, renderRooms, ROOM_ID, unmountAndSettle } from './online-rooms-test-helpers';

// The rooms' language choices on their screens (docs/decisions/0023-languages.md).
beforeAll(() => loadPages('/create-room', `/rooms/${ROOM_ID}`, `/online/${ROOM_ID}`));

afterEach(async () => {
  await unmountAndSettle();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('create room: prompt language', () => {
  it("offers the eight languages by their own names, the page's first, and asks for the one chosen", async () => {
    const room = makeRoom({ username: [], chats: [] });
    const api = installFakeApi(room);
    api.on('POST', '/api/createRoom', () => json(201, { room }));
    const { user } = renderRooms(['/create-room']);
    await screen.findByRole('heading', { level: 1, name: 'Create a Room' });
    const language = screen.getByRole('combobox', { name: 'Prompt language' }) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(Array.from(language.options).map((option) => option.text)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
      'Italiano',
      'Polski',
      'العربية',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Fiesta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room type' }), 'public');
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/createRoom')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/createRoom')[0]?.body).toEqual({
      roomName: 'Fiesta',
      roomType: 'public',
      language: 'es',
    });
  });
});

describe('join room: how prompts speak to the player', () => {
  it('is neutral unless chosen, and joins with the one tapped', async () => {
    const api = installFakeApi(makeRoom());
    const { user } = renderRooms([`/rooms/${ROOM_ID}`]);
    const input = await screen.findByRole('textbox', { name: 'Your name' });
    const choice = screen.getByRole('group', { name: 'How should prompts speak to you?' });
    expect((within(choice).getByRole('radio', { name: 'Neutral' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(choice).getByRole('radio', { name: 'Feminine' }));
    await user.type(input, 'Cy');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`)[0]?.body).toEqual({ username: 'Cy', address: 'female' });
  });
});

describe('error codes in the page language', () => {
  it("uses the app's words for a known code and the server's otherwise", async () => {
    const spanish = setupI18n({ locale: 'es', messages: { es: await loadCatalog('es', 'online-rooms') } });
    const limited = localizedRequestError(
      new RoomRequestError(429, 'Too many requests. Please slow down.', 'TOO_MANY_REQUESTS'),
      spanish,
    );
    expect((limited as RoomRequestError).serverMessage).toBe('Demasiadas solicitudes. Ve un poco más despacio.');
    const unknown = new RoomRequestError(409, 'Something new.', 'SOMETHING_NEW');
    expect(localizedRequestError(unknown, spanish)).toBe(unknown);
    const noCode = new RoomRequestError(500, 'Internal server error.');
    expect(localizedRequestError(noCode, spanish)).toBe(noCode);
  });
});
