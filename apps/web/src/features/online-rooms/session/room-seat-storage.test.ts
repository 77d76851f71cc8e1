import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRoomSeat, readRoomSeat, saveRoomSeat } from './room-seat-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('room seat storage', () => {
  it('keeps one seat per room in sessionStorage under room_seat:<roomId>', () => {
    saveRoomSeat('room-a', { username: 'Ana', token: 'secret' });
    expect(JSON.parse(window.sessionStorage.getItem('room_seat:room-a') ?? 'null')).toEqual({
      username: 'Ana',
      token: 'secret',
    });
    expect(readRoomSeat('room-a')).toEqual({ username: 'Ana', token: 'secret' });
    expect(readRoomSeat('room-b')).toBeNull();
    clearRoomSeat('room-a');
    expect(readRoomSeat('room-a')).toBeNull();
  });

  it.each([
    '{not json',
    'null',
    '"Ana"',
    '{"username":"Ana"}',
    '{"username":"","token":"x"}',
    '{"username":1,"token":"x"}',
  ])('treats %s as no seat', (text) => {
    window.sessionStorage.setItem('room_seat:room-a', text);
    expect(readRoomSeat('room-a')).toBeNull();
  });

  it('works without storage', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    const storage = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    expect(() => saveRoomSeat('room-a', { username: 'Ana', token: 't' })).not.toThrow();
    expect(readRoomSeat('room-a')).toBeNull();
    expect(() => clearRoomSeat('room-a')).not.toThrow();
    storage.mockRestore();
  });
});
