import { DEFAULT_ROOM_SETTINGS } from './room-settings';
import { describe, expect, it } from 'vitest';
import { parseAddressedEvent, parseStreamEvent } from './parse-stream-event';
import { formatAddressedEvent, formatStreamEvent } from './stream-events';
import type { RoomState } from './room-types';

const room: RoomState = {
  _id: 'abcdefghijklmnopqrstuv',
  roomName: 'Friday',
  roomType: 'public',
  username: ['Ana'],
  currentTurn: 0,
  currentPrompt: '',
  currentType: '',
  language: 'en',
  currentPromptId: '',
  currentPromptAddress: 'neutral',
  videoCallActive: false,
  videoParticipants: [],
  host: '',
  locked: false,
  code: '',
  settings: DEFAULT_ROOM_SETTINGS,
  promptFor: '',
  turnDeadline: null,
  passesUsed: [],
};

describe('stream events', () => {
  it('formats a chat message as the default event and named events with their name', () => {
    expect(
      formatStreamEvent({
        id: 7,
        type: 'message',
        data: { username: 'Ana', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    ).toBe('id: 7\ndata: {"username":"Ana","message":"hi","createdAt":"2026-01-01T00:00:00.000Z"}\n\n');
    expect(formatStreamEvent({ id: 8, type: 'roomClosed', data: {} })).toBe('id: 8\nevent: roomClosed\ndata: {}\n\n');
  });

  it('keeps a message with a line break on one data line', () => {
    const frame = formatStreamEvent({
      id: 1,
      type: 'message',
      data: { username: 'A', message: 'one\ntwo', createdAt: 'x' },
    });
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

  it('formats an addressed event with its name and no id line, and parses it back', () => {
    const frame = formatAddressedEvent({ type: 'removed', data: { reason: 'kicked' } });
    expect(frame).toBe('event: removed\ndata: {"reason":"kicked"}\n\n');
    expect(parseAddressedEvent('removed', '{"reason":"kicked"}')).toEqual({
      type: 'removed',
      data: { reason: 'kicked' },
    });
  });

  it('refuses an addressed event of another name or reason, and keeps the two kinds apart', () => {
    expect(parseAddressedEvent('removed', '{"reason":"bored"}')).toBeNull();
    expect(parseAddressedEvent('removed', '{}')).toBeNull();
    expect(parseAddressedEvent('removed', 'not json')).toBeNull();
    expect(parseAddressedEvent('roomClosed', '{}')).toBeNull();
    expect(parseAddressedEvent('message', '{"username":"A","message":"m","createdAt":"t"}')).toBeNull();
    // `removed` is no chat message either, though an unknown name is read as one.
    expect(parseStreamEvent('removed', '{"reason":"kicked"}')).toBeNull();
  });
});
