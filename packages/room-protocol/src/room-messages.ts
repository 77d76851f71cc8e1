/** What the web app tells a player, word for word from the product spec (sections 5 and 8). */
export const ROOM_MESSAGES = {
  usernameRequired: '⚠️ Username is required',
  usernameTaken: '⚠️ Username already exists. Choose a different one.',
  joinFailed: '❌ Failed to join room. Try again.',
  joinRoomLoadFailed: '❌ Failed to load room. Make sure it exists.',
  createFieldsMissing: 'Please fill in all fields',
  createNameTaken: 'Room name already exists',
  createFailed: 'Something went wrong. Please try again.',
  createUnreachable: 'Unable to connect to server.',
  gameRoomLoadFailed: 'Failed to load room.',
  chatFailed: 'Failed to send message.',
  turnFailed: 'Failed to take turn.',
  notYourTurn: "It's not your turn!",
  connectionLost: 'Your internet connection is lost.',
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Failed to copy the link.',
  videoCallStarted: 'Video call has started!',
  videoCallEnded: 'Video call has ended',
  playerLeft: 'Left',
  removedByHost: 'You were removed from the room by the host.',
  hostCallFailed: 'Something went wrong. Please try again.',
  codeNotFound: 'No room has that code.',
  codeLookupFailed: 'Could not look the code up. Please try again.',
  codeCopied: 'Room code copied to clipboard!',
  codeCopyFailed: 'Failed to copy the room code.',
} as const;

/** Toasts that name a player, shown to everyone in the room. */
export const ROOM_NOTICE_TEXT = {
  hostChanged: (name: string) => `${name} is now the host.`,
  turnSkipped: (name: string) => `${name}'s turn was skipped.`,
  turnTimedOut: (name: string) => `${name} ran out of time.`,
  passed: (name: string) => `${name} passed.`,
} as const;

/**
 * A failed API call as the web app's client reports it: the HTTP status (0 when there was no
 * answer), the server's `{error}` text and its stable `code` (docs/api.md#error-codes), which the
 * app translates, falling back to the text.
 */
export class RoomRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code?: string,
  ) {
    super(serverMessage ?? (status === 0 ? 'No answer from the server.' : `Request failed with status ${status}.`));
    this.name = 'RoomRequestError';
  }
}

export function requestStatus(error: unknown): number {
  return error instanceof RoomRequestError ? error.status : 0;
}

/** The join screen's message for a failed join. */
export function joinFailureMessage(error: unknown): string {
  if (requestStatus(error) === 409) return ROOM_MESSAGES.usernameTaken;
  if (error instanceof RoomRequestError && error.serverMessage) return error.serverMessage;
  return ROOM_MESSAGES.joinFailed;
}

/** A host call refused or failed: the server's own words (a refusal of the room rules), else a general line. */
export function hostCallFailureMessage(error: unknown): string {
  if (error instanceof RoomRequestError && error.serverMessage) return error.serverMessage;
  return ROOM_MESSAGES.hostCallFailed;
}

/** A code that finds no room; a rate limit or another failure in the server's words. */
export function codeLookupFailureMessage(error: unknown): string {
  if (requestStatus(error) === 404) return ROOM_MESSAGES.codeNotFound;
  if (error instanceof RoomRequestError && error.serverMessage) return error.serverMessage;
  return ROOM_MESSAGES.codeLookupFailed;
}

/** The create screen's message for a failed create. */
export function createFailureMessage(error: unknown): string {
  const status = requestStatus(error);
  if (status === 409) return ROOM_MESSAGES.createNameTaken;
  if (status === 400) return ROOM_MESSAGES.createFieldsMissing;
  if (status === 0) return ROOM_MESSAGES.createUnreachable;
  return ROOM_MESSAGES.createFailed;
}
