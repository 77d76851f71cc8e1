import { Trans, useLingui } from '@lingui/react/macro';
import { ProsePage } from '../../components/prose-page';
import { SupportEmailLink } from '../../components/support-email-link';
import './static-pages.css';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Privacy Policy`}
      description={t`What Truth or Dare stores, where and for how long: no accounts, no ads, no tracking cookies, and most games never leave your browser.`}
      lead={
        <Trans>
          Truth or Dare is built to need as little about you as possible. This page lists everything we store, where it
          lives and when it is deleted.
        </Trans>
      }
    >
      <section>
        <h2>
          <Trans>The short version</Trans>
        </h2>
        <ul>
          <li>
            <Trans>There are no accounts, no sign-up and no passwords.</Trans>
          </li>
          <li>
            <Trans>There are no ads and no tracking cookies.</Trans>
          </li>
          <li>
            <Trans>We never sell your data, and we don't share it with advertisers.</Trans>
          </li>
          <li>
            <Trans>Most games run entirely in your browser and send nothing to us.</Trans>
          </li>
        </ul>
      </section>

      <section>
        <h2>
          <Trans>Games that stay on your device</Trans>
        </h2>
        <p>
          <Trans>
            The offline game, the challenge spinner, quick play, draw cards, the two-player game and the generator run
            entirely in your browser. Names you type and the choices you make in them are never sent to our server.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>What your browser keeps</Trans>
        </h2>
        <p>
          <Trans>A few small notes are saved in your own browser so the site remembers your choices:</Trans>
        </p>
        <dl className="storage-list">
          <dt>
            <Trans>
              <code>sound_muted</code> (localStorage)
            </Trans>
          </dt>
          <dd>
            <Trans>Whether you turned the click sound off. Kept until you clear this site's data.</Trans>
          </dd>
          <dt>
            <Trans>
              <code>sub_popup_seen</code> (localStorage)
            </Trans>
          </dt>
          <dd>
            <Trans>
              That you have already answered or closed the newsletter popup, so it doesn't keep coming back. Kept until
              you clear this site's data.
            </Trans>
          </dd>
          <dt>
            <Trans>
              <code>quick_play_address</code> (localStorage)
            </Trans>
          </dt>
          <dd>
            <Trans>
              How quick play's prompts speak to you (feminine, masculine or neutral), so your next match starts with the
              same choice. Kept until you clear this site's data.
            </Trans>
          </dd>
          <dt>
            <Trans>Room player token (sessionStorage)</Trans>
          </dt>
          <dd>
            <Trans>
              One for each online room you join, so the room knows which player you are if the page reloads. Removed
              when your browser session ends.
            </Trans>
          </dd>
          <dt>
            <Trans>Room video call (sessionStorage)</Trans>
          </dt>
          <dd>
            <Trans>
              That you were in a room&apos;s video call, and with or without your camera, so a reloaded page joins the
              call again. Removed when you leave the call or the room, or when your browser session ends.
            </Trans>
          </dd>
          <dt>
            <Trans>18+ confirmation (sessionStorage)</Trans>
          </dt>
          <dd>
            <Trans>
              That you confirmed you are an adult before opening 18+ content. Removed when your browser session ends, so
              you are asked again next time.
            </Trans>
          </dd>
        </dl>
        <p>
          <Trans>You can delete all of these at any time by clearing this site's data in your browser settings.</Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>What our server keeps</Trans>
        </h2>
        <h3>
          <Trans>Newsletter</Trans>
        </h3>
        <p>
          <Trans>
            If you subscribe, we store your email address and use it only to send the newsletter. We keep it until you
            unsubscribe. Every email we send has an unsubscribe link, and unsubscribing deletes your address from the
            list.
          </Trans>
        </p>
        <h3>
          <Trans>Online rooms</Trans>
        </h3>
        <p>
          <Trans>
            When you play online, the server holds the room name, the player names in the room and the chat messages,
            because everyone in the room needs to see them. A room and everything in it is deleted automatically once it
            has had no activity for one minute. Use a nickname and keep personal details out of the chat.
          </Trans>
        </p>
        <h3>
          <Trans>Request logs</Trans>
        </h3>
        <p>
          <Trans>
            Like most websites, our server logs each request: the IP address, the page or address requested, the time
            and a request id. We use these logs only to keep the service secure and to fix problems, and we keep them
            for up to 14 days.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Children</Trans>
        </h2>
        <p>
          <Trans>
            Children under 13 should only use Truth or Dare with a parent or guardian. We don't ask for real names or
            other identity details: a nickname is all any game needs.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Changes to this policy</Trans>
        </h2>
        <p>
          <Trans>
            If what we store changes, we will update this page so it always describes what the site actually does.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Questions</Trans>
        </h2>
        <p>
          <Trans>
            Ask us anything about your data, or ask us to remove your newsletter address, at <SupportEmailLink />.
          </Trans>
        </p>
      </section>
    </ProsePage>
  );
}
