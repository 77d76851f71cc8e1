import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useId } from 'react';
import { UserText } from '../../../components/user-text';
import { HOST_ATTENTION_TEXT, type HostAttention } from '../host/host-attention';
import type { RoomSheetName } from './use-room-sheets';

interface SheetControl {
  /** The sheet's element, which the control opens. */
  id: string;
  ref: RefObject<HTMLButtonElement | null>;
}

type SheetControls = NonNullable<RoomBarProps['sheets']>;

/** A control that opens one of the sheets, marked open while its sheet is. */
function SheetButton({
  name,
  sheets,
  describedBy,
  children,
}: {
  name: RoomSheetName;
  sheets: SheetControls;
  describedBy?: string;
  children: ReactNode;
}) {
  const control = sheets[name];
  return (
    <button
      ref={control.ref}
      type="button"
      className="room-bar__button"
      aria-haspopup="dialog"
      aria-expanded={sheets.open === name}
      aria-controls={control.id}
      aria-describedby={describedBy}
      onClick={() => sheets.show(name)}
    >
      {children}
    </button>
  );
}

interface RoomBarProps {
  roomName: string;
  me: string;
  /** On a phone, the controls that open the invite and room sheets; nothing on a wide screen. */
  sheets: {
    open: RoomSheetName | null;
    show: (name: RoomSheetName) => void;
    invite: SheetControl;
    room: SheetControl;
  } | null;
  /** What needs the host, shown as a badge on Room while its sheet is closed. */
  attention: HostAttention | null;
}

/** The top of the room screen: its name, who you are, and on a phone the Invite and Room controls. */
export function RoomBar({ roomName, me, sheets, attention }: RoomBarProps) {
  const { i18n } = useLingui();
  const reasonId = useId();
  const badge = sheets !== null && sheets.open !== 'room' ? attention : null;

  return (
    <header className="room-bar">
      <div className="room-bar__names">
        <h1 className="room-bar__title">{roomName}</h1>
        <p className="room-you">
          <Trans>
            You are <UserText text={me} strong />
          </Trans>
        </p>
      </div>
      {sheets ? (
        <div className="room-bar__tools">
          <SheetButton name="invite" sheets={sheets}>
            <Trans comment="Button: opens the room's code, QR code and share link">Invite</Trans>
          </SheetButton>
          <SheetButton name="room" sheets={sheets} describedBy={badge ? reasonId : undefined}>
            <Trans comment="Button: opens the players, the host controls and the room settings">Room</Trans>
            {badge ? <span className="room-bar__badge" aria-hidden="true" /> : null}
          </SheetButton>
          <span id={reasonId} className="rooms-visually-hidden" role="status">
            {badge ? i18n._(HOST_ATTENTION_TEXT[badge]) : null}
          </span>
        </div>
      ) : null}
    </header>
  );
}
