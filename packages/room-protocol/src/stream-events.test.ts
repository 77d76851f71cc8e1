import { describe, expect, it } from 'vitest';
import { parseStreamEvent } from './parse-stream-event';
import { formatStreamEvent } from './stream-events';
import type { RoomState } from './room-types';

const room: RoomState = {
  _id: 'abcdefghijklmnopqrstuv',
  roomName: 'Friday',
  roomType: 'public',
  username: ['Ana'],
  currentTurn: 0,
  currentPrompt: '',
  currentType: '',
  videoCallActive: false,
  videoParticipants: [],
  host: '',
  locked: false,
  code: '',
};

describe('stream events', () => {
  it('formats a chat message as the default event and named events with their name', () => {
    expect(formatStreamEvent({ id: 7, type: 'message', data: { username: 'Ana', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' } })).toBe(
      'id: 7\ndata: {"username":"Ana","message":"hi","createdAt":"2026-01-01T00:00:00.000Z"}\n\n',
    );
    expect(formatStreamEvent({ id: 8, type: 'roomClosed', data: {} })).toBe('id: 8\nevent: roomClosed\ndata: {}\n\n');
  });

  it('keeps a message with a line break on one data line', () => {
    const frame = formatStreamEvent({ id: 1, type: 'message', data: { username: 'A', message: 'one\ntwo', createdAt: 'x' } });
    expect(frame.split('\n').filter((line) => line.startsWith('data:'))).toHaveLength(1);
  });

  it('parses each event of the contract back', () => {
    expect(parseStreamEvent('turnUpdate', JSON.stringify({ room }))).toEqual({ type: 'turnUpdate', data: { room } });
    expect(parseStreamEvent('videoCallUpdate', '{"videoCallActive":true,"videoParticipants":["Ana"]}')).toEqual({
      type: 'videoCallUpdate',
      data: { videoCallActive: true, videoParticipants: ['Ana'] },
    });
    expect(parseStreamEvent('message', '{"username":"A","message":"m","createdAt":"t"}')?.type).toBe('message');
    expect(parseStreamEvent('roomClosed', '{}')).toEqual({ type: 'roomClosed', data: {} });
  });

  it('refuses broken data instead of passing it on', () => {
    expect(parseStreamEvent('turnUpdate', '{"room":{"_id":1}}')).toBeNull();
    expect(parseStreamEvent('message', 'not json')).toBeNull();
    expect(parseStreamEvent('message', '{"username":"A"}')).toBeNull();
  });
});
