import type { QuickPlayPrompt, Speaker } from '@truth-or-dare/quickplay-bot';

interface PromptCardProps {
  prompt: QuickPlayPrompt | null;
  turn: Speaker | null;
  botName: string;
  disconnected: boolean;
}

const TYPE_LABEL = { truth: 'Truth', dare: 'Dare' } as const;

/** The current truth or dare, who it is for, or what the table is waiting for. Announced politely. */
export function PromptCard({ prompt, turn, botName, disconnected }: PromptCardProps) {
  return (
    <div className={`qp-prompt${prompt ? ` qp-prompt--${prompt.type}` : ''}`} aria-live="polite" aria-atomic="true">
      {prompt ? (
        // Keyed by text so each new prompt gets its entrance.
        <div key={`${prompt.by}:${prompt.text}`} className="qp-prompt__body">
          <p className="qp-prompt__meta">
            <span className="qp-prompt__type">{TYPE_LABEL[prompt.type]}</span>{' '}
            <span className="qp-prompt__for">for {prompt.by === 'user' ? 'you' : botName}</span>
          </p>
          <p className="qp-prompt__text">{prompt.text}</p>
        </div>
      ) : (
        <p className="qp-prompt__waiting">{waitingText(turn, botName, disconnected)}</p>
      )}
    </div>
  );
}

function waitingText(turn: Speaker | null, botName: string, disconnected: boolean): string {
  if (disconnected) return 'This match is over.';
  return turn === 'bot' ? `Waiting for ${botName} to choose Truth or Dare.` : 'Choose Truth or Dare.';
}
