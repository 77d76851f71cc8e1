import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  return (
    <PromptPanel
      prompt={prompt}
      forYou={prompt?.by === 'user'}
      forWhom={prompt?.by === 'bot' ? botName : undefined}
      promptKey={prompt ? `${prompt.by}:${prompt.text}` : undefined}
      waiting={waitingText(turn, botName, disconnected, i18n)}
    />
  );
}

function waitingText(turn: Speaker | null, botName: string, disconnected: boolean, i18n: I18n): string {
  if (disconnected) return i18n._(msg`This match is over.`);
  return turn === 'bot'
    ? i18n._(msg`Waiting for ${botName} to choose Truth or Dare.`)
    : i18n._(msg`Choose Truth or Dare.`);
}
