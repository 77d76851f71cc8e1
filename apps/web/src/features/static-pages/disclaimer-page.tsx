import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Link } from 'react-router-dom';
import { ProsePage } from '../../components/prose-page';

export function DisclaimerPage() {
  return (
    <ProsePage
      title="Disclaimer"
      description="Truth or Dare is for entertainment only. Under-13s play with parental supervision, and any dare that feels unsafe should be skipped."
      lead="Please read this before you play."
    >
      <section>
        <h2>For entertainment only</h2>
        <p>
          This game is for entertainment only. Every truth and dare is a light-hearted suggestion, not advice and not
          something you are obliged to do.
        </p>
      </section>

      <section>
        <h2>Children and 18+ content</h2>
        <p>
          Children under 13 should only play with a parent or guardian supervising. Categories marked 18+ are for adults
          only.
        </p>
      </section>

      <section>
        <h2>Play safely</h2>
        <ul>
          <li>Skip any dare that feels unsafe, illegal or unkind. No one has to explain a skip.</li>
          <li>Never dare someone to do something dangerous, in public or online.</li>
          <li>Stop as soon as anyone is uncomfortable.</li>
        </ul>
      </section>

      <section>
        <h2>Responsibility</h2>
        <p>
          Truth or Dare and its makers are not responsible for actions taken during play. Each player is responsible for
          what they choose to say and do.
        </p>
      </section>

      <p className="prose-page__cta">
        <Link to={SITE_PATHS.home} className="button-link">
          Return to Game
        </Link>
      </p>
    </ProsePage>
  );
}
