/** What the call says to the player (docs/product.md#video-call). */
export const CALL_MESSAGES = {
  blocked: 'Camera or microphone blocked: allow them in your browser settings to join the call.',
  noCamera: 'No camera found: joining with microphone only.',
  noMicrophone: 'No microphone found: connect one to join the call.',
  deviceBusy: 'Your camera or microphone is in use by another app: close it and try again.',
  unsupported: 'This browser cannot make calls. Try a recent Chrome, Edge, Firefox or Safari.',
  joinFailed: 'Could not join the call. Please try again.',
  cameraBlocked: 'Camera blocked: allow it in your browser settings to turn it on.',
  cameraMissing: 'No camera found.',
  droppedFromCall: 'You are no longer in the call.',
} as const;

/** Announcements for the screen reader's live region (and the tiles' captions). */
export const CALL_ANNOUNCEMENTS = {
  joined: 'You joined the call.',
  left: 'You left the call.',
  muted: 'Microphone muted.',
  unmuted: 'Microphone on.',
  cameraOff: 'Camera off.',
  cameraOn: 'Camera on.',
  peerJoined: (name: string) => `${name} joined the call.`,
  peerLeft: (name: string) => `${name} left the call.`,
  peerMuted: (name: string, muted: boolean) => `${name} turned their microphone ${muted ? 'off' : 'on'}.`,
  peerCamera: (name: string, off: boolean) => `${name} turned their camera ${off ? 'off' : 'on'}.`,
} as const;
