import { Trans, useLingui } from '@lingui/react/macro';
import { ProsePage } from '../../components/prose-page';
import { SupportEmailLink } from '../../components/support-email-link';
import './static-pages.css';

export function ContactPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Contact Us`}
      description={t`Get in touch with the Truth or Dare team to report a prompt, a bug or share an idea.`}
      lead={<Trans>Questions, ideas, or a prompt that missed the mark? We would love to hear from you.</Trans>}
    >
      <section className="contact-card" aria-labelledby="contact-email-heading">
        <h2 id="contact-email-heading">
          <Trans>Email us</Trans>
        </h2>
        <p className="contact-card__email">
          <SupportEmailLink />
        </p>
        <p>
          <Trans>Location: Online Only</Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>What to write about</Trans>
        </h2>
        <dl className="topic-list">
          <dt>
            <Trans>Report a prompt</Trans>
          </dt>
          <dd>
            <Trans>
              Copy the exact text of the truth or dare and tell us which mode it appeared in, so we can find it and fix
              or remove it.
            </Trans>
          </dd>
          <dt>
            <Trans>Bugs</Trans>
          </dt>
          <dd>
            <Trans>
              Tell us what you did, what you expected and what happened instead, plus your device and browser.
            </Trans>
          </dd>
          <dt>
            <Trans>Ideas</Trans>
          </dt>
          <dd>
            <Trans>New prompts, game modes or features you would like to see: we read every suggestion.</Trans>
          </dd>
        </dl>
      </section>

      <section>
        <h2>
          <Trans>Please don't send</Trans>
        </h2>
        <p>
          <Trans>Passwords, or personal details about other people. We never need them to help you.</Trans>
        </p>
      </section>
    </ProsePage>
  );
}
