import { ROOM_MESSAGES } from '@truth-or-dare/room-protocol';
import { notify } from '../../components/notify';
import '../../components/pill-button/pill-button.css';

/** The link that opens this room's game (visitors without a name are sent to its name screen). */
export function roomGameLink(roomId: string): string {
  return `${window.location.origin}/rooms/${encodeURIComponent(roomId)}/game`;
}

export function ShareLinkButton({ roomId }: { roomId: string }) {
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(roomGameLink(roomId));
      notify.success(ROOM_MESSAGES.linkCopied);
    } catch {
      notify.error(ROOM_MESSAGES.linkCopyFailed);
    }
  }

  return (
    <button type="button" className="pill-button pill-button--teal" onClick={() => void copy()}>
      Share Room Link
    </button>
  );
}
