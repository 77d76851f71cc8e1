import { Trans } from '@lingui/react/macro';

/** The small 'bot' label beside the opponent's name, so nobody mistakes it for a person. */
export function BotTag() {
  return (
    <span className="qp-bot-tag">
      <Trans comment="Short tag beside the computer player's name; the part in the tag is only read by screen readers">
        bot<span className="qp-visually-hidden"> (computer player)</span>
      </Trans>
    </span>
  );
}
