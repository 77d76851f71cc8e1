import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { roomMessageText } from '../shared/room-message-text';
import { useRoomCodeLookup } from './use-room-code-lookup';
import '../shared/online-rooms.css';

/** /join/{code}: a code shared as a link. It opens the room's join screen, or says no room has it. */
export function JoinByCodePage() {
  const { code = '' } = useParams();
  return <JoinByCode key={code} code={code} />;
}

function JoinByCode({ code }: { code: string }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { error, find } = useRoomCodeLookup();

  useEffect(() => {
    let active = true;
    void find(code).then((room) => {
      // Replace: Back from the room should not land here and look the code up again.
      if (active && room) navigate(SITE_PATHS.room(room._id), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [code, find, navigate]);

  return (
    <div className="rooms-page rooms-page--narrow">
      <PageMeta
        title={t`Join with a Code`}
        description={t`Open an online Truth or Dare room from its code and pick your name to play.`}
        noIndex
      />
      <header className="rooms-intro">
        <h1 className="rooms-intro__title display-title">
          <Trans>Join with a code</Trans>
        </h1>
      </header>
      {error ? (
        <div className="rooms-card rooms-notice" role="alert">
          <p className="rooms-notice__text">{roomMessageText(i18n, error)}</p>
          <Link to={SITE_PATHS.rooms} className="button-link">
            <Trans>Find a room</Trans>
          </Link>
        </div>
      ) : (
        <p className="rooms-muted rooms-centered" role="status">
          <Trans>Finding the room...</Trans>
        </p>
      )}
    </div>
  );
}
