import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { TextField } from '../../components/text-field/text-field';
import { newsletterApi } from './newsletter-api';
import { serverErrorText } from './newsletter-messages';
import './newsletter.css';

export const UNSUBSCRIBE_MESSAGES = {
  noEmail: msg`❌ No email to unsubscribe.`,
  invalidEmail: msg`❌ Invalid or missing email in URL.`,
  success: msg`✅ You have been unsubscribed.`,
  serverError: msg`❌ Server error. Please try again later.`,
} as const satisfies Record<string, MessageDescriptor>;

type Outcome =
  { status: 'idle' } | { status: 'busy' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * /unsubscribe?email=…&token=…: the link every newsletter email carries. Shows the address and
 * one button; the token proves the link came from an email. Rendered only in the browser.
 */
export function UnsubscribePage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const problem =
    email.trim() === '' ? UNSUBSCRIBE_MESSAGES.noEmail : email.includes('@') ? null : UNSUBSCRIBE_MESSAGES.invalidEmail;
  const message = problem
    ? i18n._(problem)
    : outcome.status === 'done' || outcome.status === 'failed'
      ? outcome.message
      : '';
  const busy = outcome.status === 'busy';

  async function unsubscribe() {
    if (problem || busy || outcome.status === 'done') return;
    setOutcome({ status: 'busy' });
    try {
      const answer = await newsletterApi.unsubscribe(email, token);
      setOutcome(
        answer.ok
          ? { status: 'done', message: i18n._(UNSUBSCRIBE_MESSAGES.success) }
          : {
              status: 'failed',
              message: answer.message
                ? serverErrorText(i18n, answer.message)
                : i18n._(UNSUBSCRIBE_MESSAGES.serverError),
            },
      );
    } catch {
      setOutcome({ status: 'failed', message: i18n._(UNSUBSCRIBE_MESSAGES.serverError) });
    }
  }

  return (
    <div className="unsubscribe-page">
      <PageMeta
        title={t`Unsubscribe`}
        description={t`Stop the Truth or Dare newsletter emails about new online rooms.`}
        noIndex
      />
      <section className="unsubscribe-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="unsubscribe-card__title display-title">
          <Trans>Unsubscribe</Trans>
        </h1>
        <p className="unsubscribe-card__text">
          <Trans>Stop getting emails when a new online room is created.</Trans>
        </p>
        <TextField
          id={`${id}-email`}
          label={t`Email`}
          className="unsubscribe-card__input"
          type="email"
          value={email}
          readOnly
          aria-describedby={`${id}-message`}
        />
        <button
          type="button"
          className="subscribe-popup__button unsubscribe-card__button"
          onClick={unsubscribe}
          disabled={problem !== null || outcome.status === 'done'}
          aria-disabled={busy || undefined}
        >
          {busy
            ? t`Unsubscribing...`
            : t({ message: 'Unsubscribe', comment: 'The page name and its button: stop the newsletter emails' })}
        </button>
        <p id={`${id}-message`} className="unsubscribe-card__message" role="status" aria-live="polite">
          {message}
        </p>
      </section>
    </div>
  );
}
