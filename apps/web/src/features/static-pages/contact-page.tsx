import { ProsePage } from '../../components/prose-page';
import { SupportEmailLink } from '../../components/support-email-link';
import './static-pages.css';

export function ContactPage() {
  return (
    <ProsePage
      title="Contact Us"
      description="Get in touch with the Truth or Dare team to report a prompt, a bug or share an idea."
      lead="Questions, ideas, or a prompt that missed the mark? We would love to hear from you."
    >
      <section className="contact-card" aria-labelledby="contact-email-heading">
        <h2 id="contact-email-heading">Email us</h2>
        <p className="contact-card__email">
          <SupportEmailLink />
        </p>
        <p>Location: Online Only</p>
      </section>

      <section>
        <h2>What to write about</h2>
        <dl className="topic-list">
          <dt>Report a prompt</dt>
          <dd>
            Copy the exact text of the truth or dare and tell us which mode it appeared in, so we can find it and fix or
            remove it.
          </dd>
          <dt>Bugs</dt>
          <dd>Tell us what you did, what you expected and what happened instead, plus your device and browser.</dd>
          <dt>Ideas</dt>
          <dd>New prompts, game modes or features you would like to see: we read every suggestion.</dd>
        </dl>
      </section>

      <section>
        <h2>Please don't send</h2>
        <p>Passwords, or personal details about other people. We never need them to help you.</p>
      </section>
    </ProsePage>
  );
}
