import { Trans } from '@lingui/react/macro';
import type { RoomRating } from '@truth-or-dare/room-protocol';
import './room-marks.css';

interface RoomListMarksProps {
  rating: RoomRating;
  inCall: boolean;
}

/** A listed room's "18+" mark (an Adults room) and its "In call" mark while a video call is live. */
export function RoomListMarks({ rating, inCall }: RoomListMarksProps) {
  return (
    <>
      {rating === 'adults' ? <span className="room-mark room-mark--adults">18+</span> : null}
      {inCall ? (
        <span className="room-mark room-mark--call">
          <span aria-hidden="true">🎥</span> <Trans>In call</Trans>
        </span>
      ) : null}
    </>
  );
}

/** On a join screen: an Adults room says so before anyone types a name. */
export function AdultsRoomNote() {
  return (
    <p className="room-adults-note">
      <span className="room-mark room-mark--adults">18+</span>{' '}
      <Trans>This room is for adults: you will be asked to confirm you are 18 or older.</Trans>
    </p>
  );
}
