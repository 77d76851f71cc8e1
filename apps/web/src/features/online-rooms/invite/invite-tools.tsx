import type { RoomState } from '@truth-or-dare/room-protocol';
import { RoomCode } from './room-code';
import { RoomQrCode } from './room-qr-code';
import { ShareLinkButton } from './share-link-button';

/** Everything that brings a friend in: the code to read out, the QR code to scan and the link to send. */
export function InviteTools({ roomId, room }: { roomId: string; room: Pick<RoomState, 'code' | 'locked'> }) {
  return (
    <>
      {room.code !== '' ? <RoomCode code={room.code} locked={room.locked} /> : null}
      <RoomQrCode roomId={roomId} />
      <ShareLinkButton roomId={roomId} />
    </>
  );
}
