import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_MESSAGES, SITE_PATHS } from '@truth-or-dare/room-protocol';
import { roomMessageText } from '../shared/room-message-text';
import { copyWithToast } from './copy-with-toast';
import '../../../components/pill-button/pill-button.css';

/** The link that opens this room's game (visitors without a name are sent to its name screen). */
export function roomGameLink(roomId: string): string {
  return `${window.location.origin}${SITE_PATHS.roomGame(roomId)}`;
}

export function ShareLinkButton({ roomId }: { roomId: string }) {
  const { i18n } = useLingui();
  const copy = () =>
    copyWithToast(roomGameLink(roomId), {
      copied: roomMessageText(i18n, ROOM_MESSAGES.linkCopied),
      failed: roomMessageText(i18n, ROOM_MESSAGES.linkCopyFailed),
    });
  return (
    <button type="button" className="pill-button pill-button--teal" onClick={() => void copy()}>
      <Trans>Share Room Link</Trans>
    </button>
  );
}
