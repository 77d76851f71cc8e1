import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PLAY_MODES } from './play-modes';

/** Large link-buttons into each way of playing. */
export function PlayModeLinks() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Game modes`}>
      <ul className="play-modes">
        {PLAY_MODES.map((mode) => (
          <li key={mode.to}>
            <Link to={mode.to} className={`play-mode play-mode--${mode.tone}`}>
              <span className="play-mode__label">
                {i18n._(mode.label)}
                {mode.badge ? <span className="play-mode__badge">{i18n._(mode.badge)}</span> : null}
              </span>
              <span className="play-mode__blurb">{i18n._(mode.blurb)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
