import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_MESSAGES } from '@truth-or-dare/room-protocol';
import { roomMessageText } from '../shared/room-message-text';
import { copyWithToast } from './copy-with-toast';
import '../../../components/pill-button/pill-button.css';

interface RoomCodeProps {
  code: string;
  locked: boolean;
}

/**
 * The room's code, large enough to read out across a table, with Copy; and, while the host has
 * locked the room, that nobody new can join (docs/product.md#room-code).
 */
export function RoomCode({ code, locked }: RoomCodeProps) {
  const { i18n } = useLingui();
  const copy = () =>
    copyWithToast(code, {
      copied: roomMessageText(i18n, ROOM_MESSAGES.codeCopied),
      failed: roomMessageText(i18n, ROOM_MESSAGES.codeCopyFailed),
    });
  return (
    <div className="room-code">
      <p className="room-code__line">
        <span className="room-code__label">
          <Trans>Room code</Trans>
        </span>{' '}
        <strong className="room-code__value">{code}</strong>
      </p>
      <button type="button" className="pill-button pill-button--teal room-code__copy" onClick={() => void copy()}>
        <Trans>Copy code</Trans>
      </button>
      {locked ? (
        <p className="room-code__locked">
          <span aria-hidden="true">🔒</span> <Trans>Locked: nobody new can join</Trans>
        </p>
      ) : null}
    </div>
  );
}
