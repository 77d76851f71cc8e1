import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CameraIcon, MicrophoneIcon } from './call-icons';

export interface CallTileProps {
  name: string;
  /** This player's own preview: mirrored, and silent (no echo of one's own voice). */
  self: boolean;
  stream: MediaStream | null;
  /** Changes when the stream's tracks change, so the video element takes them up. */
  streamVersion: number;
  muted: boolean;
  cameraOff: boolean;
  speaking: boolean;
  /** The big tile: the current turn's player. */
  spotlight: boolean;
  /** Still connecting (or reconnecting) to this player. */
  connecting: boolean;
}

/** One player's tile: their video (or initial), name, and microphone, camera and speaking state. */
export function CallTile({
  name,
  self,
  stream,
  streamVersion,
  muted,
  cameraOff,
  speaking,
  spotlight,
  connecting,
}: CallTileProps) {
  const { i18n, t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Set again even when it is the same stream: a track added to it (a camera turned on later)
    // is not always picked up otherwise.
    video.srcObject = null;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined);
  }, [stream, streamVersion]);

  const states = [
    muted ? t({ message: 'microphone off', comment: "State read after a player's name in the call" }) : null,
    cameraOff ? t({ message: 'camera off', comment: "State read after a player's name in the call" }) : null,
    speaking ? t({ message: 'speaking', comment: "State read after a player's name in the call" }) : null,
    connecting ? t({ message: 'connecting', comment: "State read after a player's name in the call" }) : null,
  ].filter((state) => state !== null);
  const classes = [
    'call-tile',
    spotlight ? 'call-tile--spotlight' : '',
    speaking ? 'call-tile--speaking' : '',
    cameraOff ? 'call-tile--camera-off' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes} aria-current={spotlight ? 'true' : undefined} data-name={name}>
      <figure className="call-tile__frame">
        {/* A live call has no caption file: the tile captions the name, and the call shows who speaks. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- see above */}
        <video
          ref={videoRef}
          className={`call-tile__video${self ? ' call-tile__video--mirrored' : ''}`}
          autoPlay
          playsInline
          muted={self}
        />
        {cameraOff ? (
          <span className="call-tile__initial" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        ) : null}
        <figcaption className="call-tile__caption">
          <span className="call-tile__name">{self ? t`${name} (you)` : name}</span>
          {muted ? (
            <span className="call-tile__badge">
              <MicrophoneIcon off />
            </span>
          ) : null}
          {cameraOff ? (
            <span className="call-tile__badge">
              <CameraIcon off />
            </span>
          ) : null}
          {states.length > 0 ? (
            <span className="call-visually-hidden">
              , {new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(states)}
            </span>
          ) : null}
        </figcaption>
      </figure>
    </li>
  );
}
