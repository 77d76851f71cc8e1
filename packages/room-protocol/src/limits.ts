/** Field limits of the HTTP contract, counted after trimming. The API enforces them; the web app checks them before sending. */
export const LIMITS = {
  username: { min: 1, max: 24 },
  roomName: { min: 1, max: 40 },
  chatMessage: { min: 1, max: 500 },
  email: { min: 3, max: 254 },
  blogHeading: { min: 1, max: 200 },
  blogBody: { max: 100_000 },
} as const;

/** Request bodies above this answer 413. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
