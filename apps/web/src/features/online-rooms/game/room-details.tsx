import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomState } from '@truth-or-dare/room-protocol';
import { useId } from 'react';
import { UserText } from '../../../components/user-text';
import { HOST_ATTENTION_TEXT, type HostAttention } from '../host/host-attention';
import { HostControls } from '../host/host-controls';
import type { RoomSession } from '../session/use-room-session';
import { RoomSettingsPanel } from '../settings/room-settings-panel';
import { BackButton } from '../shared/back-button';
import { PlayerList } from './player-list';

interface RoomDetailsProps {
  room: RoomState;
  session: RoomSession;
  attention: HostAttention | null;
  /** The host is removing a player: that departure needs no badge. */
  onRemoving: () => void;
  onBack: () => void;
}

/** The players in the call as a list in the page's language ("Ana, Ben" in English). */
function callNames(locale: string, names: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(names);
}

/** The room around the game: what needs the host, the players, the call's line, the host controls, the settings and Back. */
export function RoomDetails({ room, session, attention, onRemoving, onBack }: RoomDetailsProps) {
  const { i18n } = useLingui();
  const playersLabelId = useId();
  const callers = callNames(i18n.locale, room.videoParticipants);
  const playerCount = room.username.length;

  return (
    <>
      <p className="room-attention" role="status">
        {attention ? i18n._(HOST_ATTENTION_TEXT[attention]) : null}
      </p>
      <div className="room-board__players">
        <h3 id={playersLabelId} className="room-board__label">
          <Trans>Players ({playerCount})</Trans>
        </h3>
        <PlayerList
          players={room.username}
          turnPlayer={session.turnPlayer}
          host={room.host}
          me={session.myName}
          labelId={playersLabelId}
        />
      </div>
      {room.videoCallActive ? (
        <p className="room-video-status">
          <span aria-hidden="true">🎥</span>{' '}
          {room.videoParticipants.length > 0 ? (
            <Trans>
              Video call live: <UserText text={callers} />
            </Trans>
          ) : (
            <Trans>Video call live</Trans>
          )}
        </p>
      ) : null}
      {session.isHost ? (
        <HostControls
          players={room.username}
          me={session.myName}
          locked={room.locked}
          onSkipTurn={session.skipTurn}
          onSetLocked={session.setLocked}
          onRemove={(player) => {
            onRemoving();
            session.removePlayer(player);
          }}
          onMakeHost={session.handHost}
        />
      ) : null}
      <RoomSettingsPanel settings={room.settings} isHost={session.isHost} session={session} />
      <div className="room-board__tools">
        <BackButton onBack={onBack} />
      </div>
    </>
  );
}
