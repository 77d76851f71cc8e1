import type { TurnType } from '@truth-or-dare/room-protocol';

interface RoomPromptProps {
  type: TurnType | '';
  prompt: string;
  waitingFor: string | null;
  isMyTurn: boolean;
}

const TYPE_LABEL: Record<TurnType, string> = { truth: 'Truth', dare: 'Dare' };

/** The last prompt drawn with its type, or what the room is waiting for. Announced politely. */
export function RoomPrompt({ type, prompt, waitingFor, isMyTurn }: RoomPromptProps) {
  const shown = type !== '' && prompt !== '';
  return (
    <div className={`room-prompt${shown ? ` room-prompt--${type}` : ''}`} aria-live="polite" aria-atomic="true">
      {shown ? (
        <div key={`${type}:${prompt}`} className="room-prompt__body">
          <p className="room-prompt__type">{TYPE_LABEL[type]}</p>
          <p className="room-prompt__text">{prompt}</p>
        </div>
      ) : (
        <p className="room-prompt__waiting">
          {isMyTurn ? 'Choose Truth or Dare to draw the first prompt.' : waitingFor ? `Waiting for ${waitingFor} to choose Truth or Dare.` : 'Waiting for players.'}
        </p>
      )}
    </div>
  );
}
