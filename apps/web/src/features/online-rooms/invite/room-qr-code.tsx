import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useFocusTrap } from '../../../components/use-focus-trap';
import { roomGameLink } from './share-link-button';
import '../../../components/pill-button/pill-button.css';

// Black on white whatever the page's colours: many phone cameras do not read inverted codes.
const DARK = '#000000';
const LIGHT = '#ffffff';
// The four-module quiet zone the QR standard asks for, drawn in white as part of the image, so
// the code scans on any background.
const QUIET_ZONE_MODULES = 4;
// Medium error correction: still a small code for a room link, and it survives glare on a screen.
const LEVEL = 'M';

interface QrImageProps {
  link: string;
  className: string;
  /** Pixels before the stylesheet applies; CSS sizes it from then on (the viewBox scales it). */
  size: number;
}

function QrImage({ link, className, size }: QrImageProps) {
  const { t } = useLingui();
  return (
    <QRCodeSVG
      value={link}
      size={size}
      level={LEVEL}
      marginSize={QUIET_ZONE_MODULES}
      bgColor={LIGHT}
      fgColor={DARK}
      className={className}
      role="img"
      aria-label={t`QR code of the room link`}
    />
  );
}

/**
 * A QR code of the room's share link (the one Share Room Link copies), so players at the same
 * table join by pointing a phone at the screen; and a button that shows it full screen.
 */
export function RoomQrCode({ roomId }: { roomId: string }) {
  const link = roomGameLink(roomId);
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <div className="room-qr">
      <QrImage link={link} className="room-qr__code" size={192} />
      <div className="room-qr__side">
        <p className="room-qr__hint">
          <Trans>Scan with a phone camera to join this room.</Trans>
        </p>
        <button
          type="button"
          className="pill-button pill-button--violet room-qr__open"
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
        >
          <Trans>Show QR code full screen</Trans>
        </button>
      </div>
      {fullScreen ? <RoomQrDialog link={link} onClose={() => setFullScreen(false)} /> : null}
    </div>
  );
}

interface RoomQrDialogProps {
  link: string;
  onClose: () => void;
}

/** The code over most of the screen, for a phone across the table. Esc, Close or the backdrop close it. */
function RoomQrDialog({ link, onClose }: RoomQrDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Remember the opener before the trap below moves focus in (layout effects run first), and give focus back on close.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  useFocusTrap(panelRef, true, onClose);

  return (
    <div className="room-qr-dialog">
      {/* Pointer-only convenience; keyboard users close with Esc or the Close button. */}
      <div className="room-qr-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="room-qr-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="room-qr-dialog__top">
          <h2 id={titleId} className="room-qr-dialog__title">
            <Trans>Scan to join this room</Trans>
          </h2>
          <button type="button" className="pill-button pill-button--violet room-qr-dialog__close" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
        <QrImage link={link} className="room-qr-dialog__code" size={480} />
      </div>
    </div>
  );
}
