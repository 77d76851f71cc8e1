import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Link } from 'react-router-dom';
import { ProsePage } from '../../components/prose-page';

export function AboutPage() {
  return (
    <ProsePage
      title="About Truth or Dare"
      description="Truth or Dare brings the classic party game to any device: play online or offline, with no account and no download."
      lead="Truth or Dare brings the classic party game to any phone, tablet or laptop. No account, no download: pick a mode and play."
    >
      <section>
        <h2>What it is</h2>
        <p>
          A free website for playing Truth or Dare with friends, whether you are sitting in the same room or miles
          apart. It supplies the questions, the dares and the turn order, so all you need to bring is the people.
        </p>
      </section>

      <section>
        <h2>Ways to play</h2>
        <ul>
          <li>
            <strong>Play Online</strong>: open a room, share the link and play together with live chat.
          </li>
          <li>
            <strong>Play Offline</strong>: pass one device around the room.
          </li>
          <li>
            <strong>Quick Play</strong>: jump straight into a match.
          </li>
          <li>
            <strong>Draw Cards</strong>: a card game where a wrong guess means a truth or a dare.
          </li>
          <li>
            <strong>Ultimate</strong>: a two-player game with a timer and points.
          </li>
          <li>
            <strong>Generator</strong>: a fresh truth or dare whenever you need one.
          </li>
          <li>
            <strong>Challenge Spinner</strong>: add your own challenges and let the wheel decide.
          </li>
        </ul>
      </section>

      <section>
        <h2>No account needed</h2>
        <p>
          There is nothing to sign up for. You type a name when a game asks for one, and most modes run entirely on your
          own device. Our <Link to={SITE_PATHS.privacy}>privacy policy</Link> lists the little we store.
        </p>
      </section>

      <section>
        <h2>Made for parties</h2>
        <p>
          Sleepovers, birthdays, game nights, long car rides: prompts range from gentle to funny to spicy, with 18+
          categories kept for adults. Agree on your limits, keep it kind, and have fun.
        </p>
      </section>
    </ProsePage>
  );
}
