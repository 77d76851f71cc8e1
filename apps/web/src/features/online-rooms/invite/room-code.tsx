import { ROOM_MESSAGES } from '@truth-or-dare/room-protocol';
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
  const copy = () => copyWithToast(code, { copied: ROOM_MESSAGES.codeCopied, failed: ROOM_MESSAGES.codeCopyFailed });
  return (
    <div className="room-code">
      <p className="room-code__line">
        <span className="room-code__label">Room code</span> <strong className="room-code__value">{code}</strong>
      </p>
      <button type="button" className="pill-button pill-button--teal room-code__copy" onClick={() => void copy()}>
        Copy code
      </button>
      {locked ? (
        <p className="room-code__locked">
          <span aria-hidden="true">🔒</span> Locked: nobody new can join
        </p>
      ) : null}
    </div>
  );
}
