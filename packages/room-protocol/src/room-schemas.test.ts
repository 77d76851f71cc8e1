import { describe, expect, it } from 'vitest';
import {
  chatRequestSchema,
  createRoomRequestSchema,
  isRoomId,
  joinRoomRequestSchema,
  turnRequestSchema,
} from './room-schemas';
import { createFailureMessage, joinFailureMessage, RoomRequestError, ROOM_MESSAGES } from './room-messages';

describe('rooms request schemas', () => {
  it('trims the room name and accepts only public or private', () => {
    expect(createRoomRequestSchema.parse({ roomName: '  Friday  ', roomType: 'public' })).toEqual({
      roomName: 'Friday',
      roomType: 'public',
    });
    expect(
      createRoomRequestSchema.safeParse({ roomName: 'Friday', roomType: 'secret' }).error?.issues[0]?.message,
    ).toBe('Room type must be public or private.');
    expect(createRoomRequestSchema.safeParse({ roomType: 'public' }).error?.issues[0]?.message).toBe(
      'Room name is required.',
    );
  });

  it('applies the contract limits to join, chat and turn bodies', () => {
    expect(joinRoomRequestSchema.safeParse({ username: 'x'.repeat(25) }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ username: 'Ana', message: '   ' }).error?.issues[0]?.message).toBe(
      'Message is required.',
    );
    expect(turnRequestSchema.safeParse({ username: 'Ana', type: 'both' }).error?.issues[0]?.message).toBe(
      'Type must be truth or dare.',
    );
    expect(turnRequestSchema.parse({ username: ' Ana ', type: 'dare' })).toEqual({ username: 'Ana', type: 'dare' });
  });

  it('recognises room ids of 22 url-safe characters only', () => {
    expect(isRoomId('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(isRoomId('short')).toBe(false);
    expect(isRoomId('AbCdEfGhIjKlMnOpQrSt/-')).toBe(false);
  });
});

describe('failure messages', () => {
  it('maps join failures to the spec messages', () => {
    expect(joinFailureMessage(new RoomRequestError(409, 'Username already exists'))).toBe(ROOM_MESSAGES.usernameTaken);
    expect(joinFailureMessage(new RoomRequestError(404, 'Room not found'))).toBe('Room not found');
    expect(joinFailureMessage(new RoomRequestError(0, undefined))).toBe(ROOM_MESSAGES.joinFailed);
  });

  it('maps create failures to the spec messages', () => {
    expect(createFailureMessage(new RoomRequestError(409, 'x'))).toBe('Room name already exists');
    expect(createFailureMessage(new RoomRequestError(400, 'x'))).toBe('Please fill in all fields');
    expect(createFailureMessage(new RoomRequestError(500, 'x'))).toBe('Something went wrong. Please try again.');
    expect(createFailureMessage(new RoomRequestError(0, undefined))).toBe('Unable to connect to server.');
  });
});
