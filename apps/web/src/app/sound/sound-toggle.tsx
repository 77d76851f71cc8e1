import { Trans } from '@lingui/react/macro';
import { SpeakerIcon } from '../../components/icons';
import { useSoundMuted } from './sound-preference';

/** Header button that turns the click sound on or off; the choice is remembered. */
export function SoundToggle() {
  const [muted, setMuted] = useSoundMuted();
  return (
    <button type="button" className="sound-toggle" aria-pressed={!muted} onClick={() => setMuted(!muted)}>
      <SpeakerIcon muted={muted} className="sound-toggle__icon" />
      <span className="sound-toggle__label">{muted ? <Trans>Sound off</Trans> : <Trans>Sound on</Trans>}</span>
    </button>
  );
}
