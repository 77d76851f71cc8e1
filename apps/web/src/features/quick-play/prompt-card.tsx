import type { QuickPlayPrompt, Speaker } from '@truth-or-dare/quickplay-bot';
import { PromptPanel } from '../../components/prompt-panel/prompt-panel';

interface PromptCardProps {
  prompt: QuickPlayPrompt | null;
  turn: Speaker | null;
  botName: string;
  disconnected: boolean;
}

/** The current truth or dare, who it is for, or what the table is waiting for. Announced politely. */
export function PromptCard({ prompt, turn, botName, disconnected }: PromptCardProps) {
  return (
    <PromptPanel
      prompt={prompt}
      forWhom={prompt ? (prompt.by === 'user' ? 'you' : botName) : undefined}
      promptKey={prompt ? `${prompt.by}:${prompt.text}` : undefined}
      waiting={waitingText(turn, botName, disconnected)}
    />
  );
}

function waitingText(turn: Speaker | null, botName: string, disconnected: boolean): string {
  if (disconnected) return 'This match is over.';
  return turn === 'bot' ? `Waiting for ${botName} to choose Truth or Dare.` : 'Choose Truth or Dare.';
}
