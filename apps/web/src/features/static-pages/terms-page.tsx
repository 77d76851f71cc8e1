import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ProsePage } from '../../components/prose-page';
import { SupportEmailLink } from '../../components/support-email-link';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Terms of Service`}
      description={t`The rules for using Truth or Dare: entertainment only, parental supervision for under-13s, kindness in rooms and chat, and your own choices during play.`}
      lead={
        <Trans>By using Truth or Dare you agree to these terms. They are short and written in plain language.</Trans>
      }
    >
      <section>
        <h2>
          <Trans>Entertainment only</Trans>
        </h2>
        <p>
          <Trans>
            Truth or Dare is a party game made for fun. Questions and dares are playful suggestions, not advice and not
            instructions you have to follow.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Age</Trans>
        </h2>
        <p>
          <Trans>
            Children under 13 may only play with a parent or guardian supervising. Content marked 18+ is for adults
            only: do not confirm you are 18 or over unless you are.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Your choices are yours</Trans>
        </h2>
        <p>
          <Trans>
            Every player decides for themselves what to answer and what to do. Truth or Dare and its makers are not
            responsible for actions taken during gameplay. Skip any prompt that is unsafe, illegal or unwelcome to
            anyone involved; the game is still fun without it.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Be kind in rooms and chat</Trans>
        </h2>
        <ul>
          <li>
            <Trans>No harassment, bullying, threats or hateful language.</Trans>
          </li>
          <li>
            <Trans>
              Don't share anyone else's private information, such as addresses, phone numbers, photos or secrets.
            </Trans>
          </li>
          <li>
            <Trans>Don't pressure anyone into a truth or a dare they don't want to do.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If someone breaks these rules, leave the room and <Link to={SITE_PATHS.contact}>tell us</Link>.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Online rooms are temporary</Trans>
        </h2>
        <p>
          <Trans>
            A room that has had no activity for 1 minute is deleted automatically, together with its player list and
            chat. Don't rely on a room to keep anything.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Content may change</Trans>
        </h2>
        <p>
          <Trans>
            We regularly add, edit and remove prompts, game modes and features, and we may do so at any time without
            notice. The site is offered as it is, without guarantees that it will always be available or error-free.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>
            Questions about these terms? Write to <SupportEmailLink />.
          </Trans>
        </p>
      </section>
    </ProsePage>
  );
}
