/** The small 'bot' label beside the opponent's name, so nobody mistakes it for a person. */
export function BotTag() {
  return (
    <span className="qp-bot-tag">
      bot<span className="qp-visually-hidden"> (computer player)</span>
    </span>
  );
}
