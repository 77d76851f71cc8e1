import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import '../../components/pill-button/pill-button.css';
import { CameraIcon, HangUpIcon, MicrophoneIcon } from './call-icons';

interface CallJoinProps {
  joining: boolean;
  onJoin: (withVideo: boolean) => void;
}

/** Joining: with the camera and microphone, or the microphone only. The browser asks for permission next. */
export function CallJoin({ joining, onJoin }: CallJoinProps) {
  const { t } = useLingui();
  const [withVideo, setWithVideo] = useState(true);
  const name = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!joining) onJoin(withVideo);
  }

  return (
    <form className="call-join" onSubmit={submit} aria-busy={joining}>
      <fieldset className="call-join__choice">
        <legend className="call-join__legend">
          <Trans>Join with</Trans>
        </legend>
        <label className="call-join__option">
          <input type="radio" name={name} checked={withVideo} onChange={() => setWithVideo(true)} />
          {t`Camera and microphone`}
        </label>
        <label className="call-join__option">
          <input type="radio" name={name} checked={!withVideo} onChange={() => setWithVideo(false)} />
          {t`Microphone only`}
        </label>
      </fieldset>
      {/* aria-disabled rather than disabled: the button keeps focus while the browser asks. */}
      <button type="submit" className="pill-button pill-button--teal call-join__button" aria-disabled={joining}>
        {joining ? t`Joining…` : t`Join call`}
      </button>
    </form>
  );
}

interface CallControlsProps {
  muted: boolean;
  cameraOff: boolean;
  switchingCamera: boolean;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onLeave: () => void;
}

/** In the call: mute, camera and leave, each named by what it does next (on a phone, by its icon and a hidden name). */
export function CallControls({
  muted,
  cameraOff,
  switchingCamera,
  onToggleMute,
  onToggleCamera,
  onLeave,
}: CallControlsProps) {
  const { t } = useLingui();
  return (
    <div className="call-controls" role="group" aria-label={t`Call controls`}>
      <button type="button" className="call-button" onClick={onToggleMute}>
        <MicrophoneIcon off={!muted} />
        <span className="call-button__label">{muted ? t`Unmute` : t`Mute`}</span>
      </button>
      <button
        type="button"
        className="call-button"
        aria-disabled={switchingCamera}
        onClick={() => (switchingCamera ? undefined : onToggleCamera())}
      >
        <CameraIcon off={!cameraOff} />
        <span className="call-button__label">
          {cameraOff
            ? t({ message: 'Camera on', comment: 'Button: turn your camera on' })
            : t({ message: 'Camera off', comment: 'Button: turn your camera off' })}
        </span>
      </button>
      <button type="button" className="call-button call-button--leave" onClick={onLeave}>
        <HangUpIcon />
        <span className="call-button__label">
          <Trans>Leave call</Trans>
        </span>
      </button>
    </div>
  );
}
