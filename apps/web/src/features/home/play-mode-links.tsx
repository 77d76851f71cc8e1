import { Link } from 'react-router-dom';
import { PLAY_MODES } from './play-modes';

/** Large link-buttons into each way of playing. */
export function PlayModeLinks() {
  return (
    <nav aria-label="Game modes">
      <ul className="play-modes">
        {PLAY_MODES.map((mode) => (
          <li key={mode.to}>
            <Link to={mode.to} className={`play-mode play-mode--${mode.tone}`}>
              <span className="play-mode__label">
                {mode.label}
                {mode.badge ? <span className="play-mode__badge">{mode.badge}</span> : null}
              </span>
              <span className="play-mode__blurb">{mode.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
