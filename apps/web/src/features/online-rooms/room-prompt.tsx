import type { TurnType } from '@truth-or-dare/room-protocol';
import { PromptPanel } from '../../components/prompt-panel/prompt-panel';

interface RoomPromptProps {
  type: TurnType | '';
  prompt: string;
  waitingFor: string | null;
  isMyTurn: boolean;
}

/** The last prompt drawn with its type, or what the room is waiting for. Announced politely. */
export function RoomPrompt({ type, prompt, waitingFor, isMyTurn }: RoomPromptProps) {
  const shown = type !== '' && prompt !== '' ? { type, text: prompt } : null;
  const waiting = isMyTurn ? 'Choose Truth or Dare to draw the first prompt.' : waitingFor ? `Waiting for ${waitingFor} to choose Truth or Dare.` : 'Waiting for players.';
  return <PromptPanel prompt={shown} waiting={waiting} />;
}
