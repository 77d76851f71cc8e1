import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { PlayerIcon, RobotIcon } from './quick-play-icons';

/** 'Matching...' while the machine waits; the dots bounce unless motion is reduced. */
export function MatchingView({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className="qp-card qp-matching" aria-labelledby="qp-matching-title">
      <div className="qp-matching__avatars" aria-hidden="true">
        <span className="qp-matching__avatar">
          <PlayerIcon size={44} />
        </span>
        <span className="qp-matching__link" />
        <span className="qp-matching__avatar qp-matching__avatar--bot">
          <RobotIcon size={44} />
        </span>
      </div>
      <h2 id="qp-matching-title" className="qp-matching__title" ref={headingRef} tabIndex={-1}>
        {/* The engine's MESSAGES.matching without its dots, which bounce here. */}
        <Trans comment="Looking for an opponent; three animated dots follow the word">Matching</Trans>
        <span className="qp-dots">
          <span>.</span>
          <span>.</span>
          <span>.</span>
        </span>
      </h2>
      <p className="qp-matching__text">
        <Trans>Getting your computer opponent ready.</Trans>
      </p>
    </section>
  );
}
