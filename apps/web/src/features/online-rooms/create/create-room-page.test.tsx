import { screen } from '../../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  deferred,
  installFakeApi,
  json,
  makeRoom,
  renderRooms,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

beforeAll(() => loadPages('/create-room', `/online/${makeRoom()._id}`));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

async function openCreate() {
  const api = installFakeApi();
  const view = renderRooms(['/create-room']);
  await screen.findByRole('heading', { level: 1, name: 'Create a Room' });
  const name = screen.getByRole('textbox', { name: 'Room name' }) as HTMLInputElement;
  const type = screen.getByRole('combobox', { name: 'Room type' }) as HTMLSelectElement;
  const submit = screen.getByRole('button', { name: 'Create Room' });
  return { api, view, name, type, submit, user: view.user };
}

describe('create room (/create-room)', () => {
  it('has a name input, a type select with a blank choice, and Create Room', async () => {
    const { name, type } = await openCreate();
    expect(document.title).toBe('Create a Room · Truth or Dare');
    expect(name.maxLength).toBe(40);
    expect(Array.from(type.options).map((option) => [option.value, option.text])).toEqual([
      ['', '-- Select Type --'],
      ['public', 'Public'],
      ['private', 'Private'],
    ]);
    expect(type.value).toBe('');
  });

  it('asks for both fields and sends nothing while one is blank', async () => {
    const { api, name, type, submit, user } = await openCreate();
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');

    await user.type(name, '   ');
    await user.selectOptions(type, 'public');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');

    await user.clear(name);
    await user.type(name, 'Party');
    await user.selectOptions(type, '');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(api.callsTo('POST', '/api/createRoom')).toEqual([]);
  });

  it.each([
    [409, { error: 'Room name already exists' }, 'Room name already exists'],
    [400, { error: 'Room name is required.' }, 'Please fill in all fields'],
    [500, { error: 'Internal server error' }, 'Something went wrong. Please try again.'],
  ])('shows the message for a %i answer', async (status, body, message) => {
    const { api, name, type, submit, user } = await openCreate();
    api.on('POST', '/api/createRoom', () => json(status, body));
    await user.type(name, 'Party');
    await user.selectOptions(type, 'public');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Create Room' })).toBeTruthy();
  });

  it('says the server is unreachable when the request fails', async () => {
    const { api, name, type, submit, user } = await openCreate();
    api.on('POST', '/api/createRoom', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.type(name, 'Party');
    await user.selectOptions(type, 'private');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to connect to server.');
  });

  it('shows Creating... while busy, sends the name untrimmed and opens /online/{id} on 201', async () => {
    const { api, view, name, type, submit, user } = await openCreate();
    const answer = deferred<Response>();
    api.on('POST', '/api/createRoom', () => answer.promise);
    await user.type(name, '  Late Night  ');
    await user.selectOptions(type, 'private');
    await user.click(submit);

    const busy = screen.getByRole('button', { name: 'Creating...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(api.callsTo('POST', '/api/createRoom').map((call) => call.body)).toEqual([
      { roomName: '  Late Night  ', roomType: 'private' },
    ]);

    const room = makeRoom({ roomName: 'Late Night', roomType: 'private', username: [], chats: [] });
    answer.resolve(json(201, { room }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter Your Name' })).toBeTruthy();
    expect(view.path()).toBe(`/online/${room._id}`);
  });
});
