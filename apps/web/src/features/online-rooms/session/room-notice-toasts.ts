import { ROOM_MESSAGES, ROOM_NOTICE_TEXT, type RoomSessionNotice } from '@truth-or-dare/room-protocol';
import { notify } from '../../../components/notify';

/** How long the removed player's notice stays on the home page. */
const REMOVED_NOTICE_MS = 10_000;

/** Shows one of the session's notices: an alert, or a toast in the live region. */
export function showRoomNotice(notice: RoomSessionNotice): void {
  switch (notice.kind) {
    case 'alert':
      window.alert(notice.message);
      break;
    case 'playerLeft':
      notify.info(ROOM_MESSAGES.playerLeft, notice.username);
      break;
    case 'hostChanged':
      notify.info(ROOM_NOTICE_TEXT.hostChanged(notice.username));
      break;
    case 'turnSkipped':
      notify.info(ROOM_NOTICE_TEXT.turnSkipped(notice.username));
      break;
    case 'turnTimedOut':
      notify.info(ROOM_NOTICE_TEXT.turnTimedOut(notice.username));
      break;
    case 'passed':
      notify.info(ROOM_NOTICE_TEXT.passed(notice.username));
      break;
    case 'removed':
      // Read on the home page the player is sent to, so it stays up longer than most.
      notify.info(ROOM_MESSAGES.removedByHost, undefined, { durationMs: REMOVED_NOTICE_MS });
      break;
    case 'videoCall':
      notify.info(notice.active ? ROOM_MESSAGES.videoCallStarted : ROOM_MESSAGES.videoCallEnded);
      break;
  }
}
