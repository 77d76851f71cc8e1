import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROOM_MESSAGES, type RoomSessionNotice } from '@truth-or-dare/room-protocol';
import { notify } from '../../../components/notify';
import { roomMessageText } from '../shared/room-message-text';

/** How long the removed player's notice stays on the home page. */
const REMOVED_NOTICE_MS = 10_000;

/**
 * Shows one of the session's notices, in the page's language: an alert, or a toast in the live
 * region. The toasts naming a player are room-protocol's ROOM_NOTICE_TEXT as messages.
 */
export function showRoomNotice(i18n: I18n, notice: RoomSessionNotice): void {
  switch (notice.kind) {
    case 'alert':
      window.alert(roomMessageText(i18n, notice.message));
      break;
    case 'playerLeft':
      notify.info(roomMessageText(i18n, ROOM_MESSAGES.playerLeft), notice.username);
      break;
    case 'hostChanged': {
      const name = notice.username;
      notify.info(i18n._(msg`${name} is now the host.`));
      break;
    }
    case 'turnSkipped': {
      const name = notice.username;
      notify.info(i18n._(msg`${name}'s turn was skipped.`));
      break;
    }
    case 'turnTimedOut': {
      const name = notice.username;
      notify.info(i18n._(msg`${name} ran out of time.`));
      break;
    }
    case 'passed': {
      const name = notice.username;
      notify.info(i18n._(msg`${name} passed.`));
      break;
    }
    case 'removed':
      // Read on the home page the player is sent to, so it stays up longer than most.
      notify.info(roomMessageText(i18n, ROOM_MESSAGES.removedByHost), undefined, { durationMs: REMOVED_NOTICE_MS });
      break;
    case 'videoCall':
      notify.info(roomMessageText(i18n, notice.active ? ROOM_MESSAGES.videoCallStarted : ROOM_MESSAGES.videoCallEnded));
      break;
  }
}
