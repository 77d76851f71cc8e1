import { useLingui } from '@lingui/react/macro';
import { isRoomHost, sameUsername } from '@truth-or-dare/room-protocol';

interface PlayerListProps {
  players: readonly string[];
  turnPlayer: string | null;
  /** The host's name; '' in an empty room. */
  host: string;
  me: string;
  labelId: string;
}

/** The players in turn order; the one whose turn it is is highlighted, and the host wears a crown, both marked for screen readers. */
export function PlayerList({ players, turnPlayer, host, me, labelId }: PlayerListProps) {
  const { t } = useLingui();
  return (
    <ul className="room-players" aria-labelledby={labelId}>
      {players.map((player, index) => {
        const hasTurn = turnPlayer !== null && sameUsername(player, turnPlayer);
        const isMe = sameUsername(player, me);
        const isHost = isRoomHost({ host }, player);
        return (
          <li
            key={`${index}:${player}`}
            className={`room-player${hasTurn ? ' room-player--turn' : ''}${isMe ? ' room-player--me' : ''}`}
            aria-current={hasTurn ? 'true' : undefined}
          >
            <span className="room-player__name">{player}</span>
            {isHost ? (
              <span className="room-player__host">
                <span aria-hidden="true">👑</span>
                <span className="rooms-visually-hidden"> {t`(host)`}</span>
              </span>
            ) : null}
            {isMe ? (
              <span className="room-player__tag">
                {t({ message: 'you', comment: 'Tag on your own name in the player list' })}
              </span>
            ) : null}
            {hasTurn ? (
              <span className="room-player__tag room-player__tag--turn">
                {t({ message: 'turn', comment: 'Tag on the name of the player whose turn it is' })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
