import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ProsePage } from '../../components/prose-page';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`About Truth or Dare`}
      description={t`Truth or Dare brings the classic party game to any device: play online or offline, with no account and no download.`}
      lead={
        <Trans>
          Truth or Dare brings the classic party game to any phone, tablet or laptop. No account, no download: pick a
          mode and play.
        </Trans>
      }
    >
      <section>
        <h2>
          <Trans>What it is</Trans>
        </h2>
        <p>
          <Trans>
            A free website for playing Truth or Dare with friends, whether you are sitting in the same room or miles
            apart. It supplies the questions, the dares and the turn order, so all you need to bring is the people.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Ways to play</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Play Online</strong>: open a room, share the link and play together with live chat.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Play Offline</strong>: pass one device around the room.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Quick Play</strong>: jump straight into a match.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Draw Cards</strong>: a card game where a wrong guess means a truth or a dare.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Ultimate</strong>: a two-player game with a timer and points.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Generator</strong>: a fresh truth or dare whenever you need one.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Challenge Spinner</strong>: add your own challenges and let the wheel decide.
            </Trans>
          </li>
        </ul>
      </section>

      <section>
        <h2>
          <Trans>No account needed</Trans>
        </h2>
        <p>
          <Trans>
            There is nothing to sign up for. You type a name when a game asks for one, and most modes run entirely on
            your own device. Our <Link to={SITE_PATHS.privacy}>privacy policy</Link> lists the little we store.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Made for parties</Trans>
        </h2>
        <p>
          <Trans>
            Sleepovers, birthdays, game nights, long car rides: prompts range from gentle to funny to spicy, with 18+
            categories kept for adults. Agree on your limits, keep it kind, and have fun.
          </Trans>
        </p>
      </section>
    </ProsePage>
  );
}
