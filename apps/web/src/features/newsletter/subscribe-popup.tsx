import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isValidEmail, SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TextField } from '../../components/text-field/text-field';
import { useFocusTrap } from '../../components/use-focus-trap';
import { usePageLocale } from '../../i18n/page-prompts';
import { newsletterApi } from './newsletter-api';
import { INVALID_EMAIL, serverErrorText } from './newsletter-messages';
import { markPopupClosed, markPopupSeen, popupSuppressed } from './popup-storage';
import './newsletter.css';

export const POPUP_DELAY_MS = 5_000;
export const CLOSE_AFTER_SUCCESS_MS = 1_500;

export const SUBSCRIBE_MESSAGES = {
  invalidEmail: INVALID_EMAIL,
  success: msg`✅ Subscribed successfully!`,
  failed: msg`❌ Subscription failed`,
  serverError: msg`❌ Server error. Try again later.`,
} as const;

/** Pages where the popup would be in the way. */
const HIDDEN_ON = new Set<string>([SITE_PATHS.admin, SITE_PATHS.unsubscribe]);

/**
 * The app-wide newsletter popup: opens 5 s after the app loads, unless this browser subscribed
 * before (localStorage `sub_popup_seen`) or closed it earlier in this session. Renders nothing on
 * the server and on the first client render: the timer starts in an effect.
 */
export function SubscribePopup() {
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (popupSuppressed()) return undefined;
    const timer = window.setTimeout(() => {
      if (!popupSuppressed()) setDue(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  if (!due || closed || HIDDEN_ON.has(pathname)) return null;

  return (
    <SubscribeDialog
      onClose={() => {
        markPopupClosed();
        setClosed(true);
      }}
      onSubscribed={() => {
        markPopupSeen();
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setClosed(true), CLOSE_AFTER_SUCCESS_MS);
      }}
    />
  );
}

interface SubscribeDialogProps {
  onClose: () => void;
  onSubscribed: () => void;
}

function SubscribeDialog({ onClose, onSubscribed }: SubscribeDialogProps) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const show = (text: string, isInvalid = false) => {
    setMessage(text);
    setInvalid(isInvalid);
  };

  // Remember where focus was before the trap below moves it in (layout effects run first), and give it back on close.
  useLayoutEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
  useFocusTrap(dialogRef, true, onClose);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || subscribed) return;
    if (!isValidEmail(email)) {
      show(i18n._(SUBSCRIBE_MESSAGES.invalidEmail), true);
      return;
    }
    setBusy(true);
    show('');
    try {
      const answer = await newsletterApi.subscribe(email.trim(), locale);
      if (answer.ok) {
        setSubscribed(true);
        show(i18n._(SUBSCRIBE_MESSAGES.success));
        onSubscribed();
      } else {
        show(answer.message ? serverErrorText(i18n, answer.message) : i18n._(SUBSCRIBE_MESSAGES.failed));
      }
    } catch {
      show(i18n._(SUBSCRIBE_MESSAGES.serverError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="subscribe-popup">
      {/* Pointer-only convenience; keyboard users close with Esc or the Close button. */}
      <div className="subscribe-popup__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className="subscribe-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
      >
        <svg
          className="subscribe-popup__icon"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="4" y="10" width="40" height="28" rx="6" fill="#f472b6" />
          <path
            d="M6 14l18 13 18-13"
            fill="none"
            stroke="#ffffff"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="39" cy="11" r="7" fill="#7c3aed" />
          <path d="M39 8v6M36 11h6" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <h2 id={`${id}-title`} className="subscribe-popup__title">
          <Trans>Subscribe Now</Trans>
        </h2>
        <p id={`${id}-text`} className="subscribe-popup__text">
          <Trans>Get updates when a new online room is created!</Trans>
        </p>
        <form className="subscribe-popup__form" onSubmit={submit} noValidate>
          <TextField
            id={`${id}-email`}
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? `${id}-message` : undefined}
          />
          <div className="subscribe-popup__actions">
            <button type="submit" className="subscribe-popup__button" aria-disabled={busy || subscribed || undefined}>
              {busy
                ? t`Subscribing...`
                : t({ message: 'Subscribe', comment: 'Button: subscribe to the newsletter emails' })}
            </button>
            <button type="button" className="subscribe-popup__button subscribe-popup__button--close" onClick={onClose}>
              <Trans comment="Button: close the newsletter popup">Close</Trans>
            </button>
          </div>
        </form>
        <p id={`${id}-message`} className="subscribe-popup__message" role="status" aria-live="polite">
          {message}
        </p>
      </div>
    </div>
  );
}
