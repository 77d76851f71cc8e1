import { useLingui } from '@lingui/react/macro';
import type { TurnType } from '@truth-or-dare/room-protocol';
import { PromptPanel } from '../../../components/prompt-panel/prompt-panel';

interface RoomPromptProps {
  type: TurnType | '';
  prompt: string;
  /** The player the prompt was drawn for ('' from a server that does not say). */
  promptFor: string;
  waitingFor: string | null;
  isMyTurn: boolean;
}

/**
 * The last prompt drawn, headed by whose it is and its type ("Maya — Truth:"), or what the room is
 * waiting for. The turn has usually moved on by then, so the name keeps the prompt from reading as
 * the next player's. Announced politely.
 */
export function RoomPrompt({ type, prompt, promptFor, waitingFor, isMyTurn }: RoomPromptProps) {
  const { t } = useLingui();
  const shown = type !== '' && prompt !== '' ? { type, text: prompt } : null;
  const waiting = isMyTurn
    ? t`Choose Truth or Dare to draw the first prompt.`
    : waitingFor
      ? t`Waiting for ${waitingFor} to choose Truth or Dare.`
      : t`Waiting for players.`;
  return (
    <PromptPanel
      prompt={shown}
      owner={promptFor || undefined}
      promptKey={shown ? `${promptFor}:${shown.type}:${shown.text}` : undefined}
      waiting={waiting}
    />
  );
}
