import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CALL_ANNOUNCEMENTS, CALL_MESSAGES } from './call-messages';

const MESSAGE_TEXT: Readonly<Record<keyof typeof CALL_MESSAGES, MessageDescriptor>> = {
  blocked: msg`Camera or microphone blocked: allow them in your browser settings to join the call.`,
  noCamera: msg`No camera found: joining with microphone only.`,
  noMicrophone: msg`No microphone found: connect one to join the call.`,
  deviceBusy: msg`Your camera or microphone is in use by another app: close it and try again.`,
  unsupported: msg`This browser cannot make calls. Try a recent Chrome, Edge, Firefox or Safari.`,
  joinFailed: msg`Could not join the call. Please try again.`,
  cameraBlocked: msg`Camera blocked: allow it in your browser settings to turn it on.`,
  cameraMissing: msg`No camera found.`,
  droppedFromCall: msg`You are no longer in the call.`,
};

type FixedAnnouncement = 'joined' | 'left' | 'muted' | 'unmuted' | 'cameraOff' | 'cameraOn';

const ANNOUNCEMENT_TEXT: Readonly<Record<FixedAnnouncement, MessageDescriptor>> = {
  joined: msg`You joined the call.`,
  left: msg`You left the call.`,
  muted: msg`Microphone muted.`,
  unmuted: msg`Microphone on.`,
  cameraOff: msg`Camera off.`,
  cameraOn: msg`Camera on.`,
};

const FIXED = new Map<string, MessageDescriptor>([
  ...(Object.keys(MESSAGE_TEXT) as (keyof typeof CALL_MESSAGES)[]).map(
    (key) => [CALL_MESSAGES[key], MESSAGE_TEXT[key]] as const,
  ),
  ...(Object.keys(ANNOUNCEMENT_TEXT) as FixedAnnouncement[]).map(
    (key) => [CALL_ANNOUNCEMENTS[key], ANNOUNCEMENT_TEXT[key]] as const,
  ),
]);

/** The sentences naming a player, by the English words after the name (CALL_ANNOUNCEMENTS' peer lines). */
const ABOUT_A_PLAYER: Readonly<Record<string, (name: string) => MessageDescriptor>> = {
  'joined the call': (name) => msg`${name} joined the call.`,
  'left the call': (name) => msg`${name} left the call.`,
  'turned their microphone off': (name) => msg`${name} turned their microphone off.`,
  'turned their microphone on': (name) => msg`${name} turned their microphone on.`,
  'turned their camera off': (name) => msg`${name} turned their camera off.`,
  'turned their camera on': (name) => msg`${name} turned their camera on.`,
};

const PLAYER_SENTENCE = new RegExp(`(.+?) (${Object.keys(ABOUT_A_PLAYER).join('|')})\\.(?: |$)`, 'y');

/**
 * The call's notices and announcements (call-messages.ts, built in English by the call session)
 * in the page's language: one of the fixed lines, or a run of sentences about players ("Cy joined
 * the call. Ben left the call."). Anything else is shown as it came.
 */
export function callText(i18n: I18n, text: string): string {
  const fixed = FIXED.get(text);
  if (fixed) return i18n._(fixed);
  const sentences: string[] = [];
  PLAYER_SENTENCE.lastIndex = 0;
  while (PLAYER_SENTENCE.lastIndex < text.length) {
    const match = PLAYER_SENTENCE.exec(text);
    const describe = match ? ABOUT_A_PLAYER[match[2] ?? ''] : undefined;
    if (!match || !describe) return text;
    sentences.push(i18n._(describe(match[1] ?? '')));
  }
  return sentences.join(' ');
}
