import { useId } from 'react';
import '../../components/pill-button/pill-button.css';

interface VideoCallOverlayProps {
  active: boolean;
  participants: readonly string[];
}

/**
 * The video call's overlay. The product shows the call's status but never opens the overlay, so
 * it stays a closed <dialog>: in the page, out of sight and out of the accessibility tree.
 */
export function VideoCallOverlay({ active, participants }: VideoCallOverlayProps) {
  const titleId = useId();
  return (
    <dialog className="room-video" aria-labelledby={titleId}>
      <h2 id={titleId}>Video call</h2>
      <p>{active ? `In the call: ${participants.join(', ') || 'nobody yet'}` : 'No video call right now.'}</p>
      <form method="dialog">
        <button type="submit" className="pill-button">
          Close
        </button>
      </form>
    </dialog>
  );
}
