import { sameUsername } from '@truth-or-dare/room-protocol';

interface PlayerListProps {
  players: readonly string[];
  turnPlayer: string | null;
  me: string;
  labelId: string;
}

/** The players in turn order; the one whose turn it is is highlighted and marked for screen readers. */
export function PlayerList({ players, turnPlayer, me, labelId }: PlayerListProps) {
  return (
    <ul className="room-players" aria-labelledby={labelId}>
      {players.map((player, index) => {
        const hasTurn = turnPlayer !== null && sameUsername(player, turnPlayer);
        const isMe = sameUsername(player, me);
        return (
          <li
            key={`${index}:${player}`}
            className={`room-player${hasTurn ? ' room-player--turn' : ''}${isMe ? ' room-player--me' : ''}`}
            aria-current={hasTurn ? 'true' : undefined}
          >
            <span className="room-player__name">{player}</span>
            {isMe ? <span className="room-player__tag">you</span> : null}
            {hasTurn ? <span className="room-player__tag room-player__tag--turn">turn</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
