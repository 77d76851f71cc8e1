import { ProsePage } from '../../components/prose-page';
import { SupportEmailLink } from '../../components/support-email-link';
import './static-pages.css';

export function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      description="What Truth or Dare stores, where and for how long: no accounts, no ads, no tracking cookies, and most games never leave your browser."
      lead="Truth or Dare is built to need as little about you as possible. This page lists everything we store, where it lives and when it is deleted."
    >
      <section>
        <h2>The short version</h2>
        <ul>
          <li>There are no accounts, no sign-up and no passwords.</li>
          <li>There are no ads and no tracking cookies.</li>
          <li>We never sell your data, and we don't share it with advertisers.</li>
          <li>Most games run entirely in your browser and send nothing to us.</li>
        </ul>
      </section>

      <section>
        <h2>Games that stay on your device</h2>
        <p>
          The offline game, the challenge spinner, quick play, draw cards, the two-player game and the generator run
          entirely in your browser. Names you type and the choices you make in them are never sent to our server.
        </p>
      </section>

      <section>
        <h2>What your browser keeps</h2>
        <p>A few small notes are saved in your own browser so the site remembers your choices:</p>
        <dl className="storage-list">
          <dt>
            <code>sound_muted</code> (localStorage)
          </dt>
          <dd>Whether you turned the click sound off. Kept until you clear this site's data.</dd>
          <dt>
            <code>sub_popup_seen</code> (localStorage)
          </dt>
          <dd>
            That you have already answered or closed the newsletter popup, so it doesn't keep coming back. Kept until
            you clear this site's data.
          </dd>
          <dt>Room player token (sessionStorage)</dt>
          <dd>
            One for each online room you join, so the room knows which player you are if the page reloads. Removed when
            your browser session ends.
          </dd>
          <dt>Room video call (sessionStorage)</dt>
          <dd>
            That you were in a room&apos;s video call, and with or without your camera, so a reloaded page joins the
            call again. Removed when you leave the call or the room, or when your browser session ends.
          </dd>
          <dt>18+ confirmation (sessionStorage)</dt>
          <dd>
            That you confirmed you are an adult before opening 18+ content. Removed when your browser session ends, so
            you are asked again next time.
          </dd>
        </dl>
        <p>You can delete all of these at any time by clearing this site's data in your browser settings.</p>
      </section>

      <section>
        <h2>What our server keeps</h2>
        <h3>Newsletter</h3>
        <p>
          If you subscribe, we store your email address and use it only to send the newsletter. We keep it until you
          unsubscribe. Every email we send has an unsubscribe link, and unsubscribing deletes your address from the
          list.
        </p>
        <h3>Online rooms</h3>
        <p>
          When you play online, the server holds the room name, the player names in the room and the chat messages,
          because everyone in the room needs to see them. A room and everything in it is deleted automatically once it
          has had no activity for one minute. Use a nickname and keep personal details out of the chat.
        </p>
        <h3>Request logs</h3>
        <p>
          Like most websites, our server logs each request: the IP address, the page or address requested, the time and
          a request id. We use these logs only to keep the service secure and to fix problems, and we keep them for up
          to 14 days.
        </p>
      </section>

      <section>
        <h2>Children</h2>
        <p>
          Children under 13 should only use Truth or Dare with a parent or guardian. We don't ask for real names or
          other identity details: a nickname is all any game needs.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>If what we store changes, we will update this page so it always describes what the site actually does.</p>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          Ask us anything about your data, or ask us to remove your newsletter address, at <SupportEmailLink />.
        </p>
      </section>
    </ProsePage>
  );
}
