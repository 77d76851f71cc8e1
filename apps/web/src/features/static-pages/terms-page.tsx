import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Link } from 'react-router-dom';
import { ProsePage } from '../../components/prose-page';
import { SupportEmailLink } from '../../components/support-email-link';

export function TermsPage() {
  return (
    <ProsePage
      title="Terms of Service"
      description="The rules for using Truth or Dare: entertainment only, parental supervision for under-13s, kindness in rooms and chat, and your own choices during play."
      lead="By using Truth or Dare you agree to these terms. They are short and written in plain language."
    >
      <section>
        <h2>Entertainment only</h2>
        <p>
          Truth or Dare is a party game made for fun. Questions and dares are playful suggestions, not advice and not
          instructions you have to follow.
        </p>
      </section>

      <section>
        <h2>Age</h2>
        <p>
          Children under 13 may only play with a parent or guardian supervising. Content marked 18+ is for adults only:
          do not confirm you are 18 or over unless you are.
        </p>
      </section>

      <section>
        <h2>Your choices are yours</h2>
        <p>
          Every player decides for themselves what to answer and what to do. Truth or Dare and its makers are not
          responsible for actions taken during gameplay. Skip any prompt that is unsafe, illegal or unwelcome to anyone
          involved; the game is still fun without it.
        </p>
      </section>

      <section>
        <h2>Be kind in rooms and chat</h2>
        <ul>
          <li>No harassment, bullying, threats or hateful language.</li>
          <li>Don't share anyone else's private information, such as addresses, phone numbers, photos or secrets.</li>
          <li>Don't pressure anyone into a truth or a dare they don't want to do.</li>
        </ul>
        <p>
          If someone breaks these rules, leave the room and <Link to={SITE_PATHS.contact}>tell us</Link>.
        </p>
      </section>

      <section>
        <h2>Online rooms are temporary</h2>
        <p>
          A room that has had no activity for 1 minute is deleted automatically, together with its player list and chat.
          Don't rely on a room to keep anything.
        </p>
      </section>

      <section>
        <h2>Content may change</h2>
        <p>
          We regularly add, edit and remove prompts, game modes and features, and we may do so at any time without
          notice. The site is offered as it is, without guarantees that it will always be available or error-free.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms? Write to <SupportEmailLink />.
        </p>
      </section>
    </ProsePage>
  );
}
