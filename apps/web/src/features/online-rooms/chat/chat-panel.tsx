import { Trans, useLingui } from '@lingui/react/macro';
import { type ChatMessage, LIMITS, sameUsername } from '@truth-or-dare/room-protocol';
import { type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { EmojiPickerBoundary } from './emoji-picker-boundary';
import '../../../components/pill-button/pill-button.css';

// Its own chunk: most players never open it.
const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel'));

interface ChatPanelProps {
  messages: readonly ChatMessage[];
  me: string;
  onSend: (message: string) => void;
}

/** The room's live chat: messages as plain text, newest in view, an emoji picker and Enter-to-send. */
export function ChatPanel({ messages, me, onSend }: ChatPanelProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const pickerId = useId();

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The session ignores blank text and trims the rest.
    if (draft.trim() === '') return;
    onSend(draft);
    setDraft('');
  }

  function addEmoji(emoji: string) {
    // Never past the input's limit, and never half an emoji.
    setDraft((text) => (text.length + emoji.length <= LIMITS.chatMessage.max ? `${text}${emoji}` : text));
    setPickerOpen(false);
    inputRef.current?.focus();
  }

  return (
    <section className="room-chat" aria-labelledby={titleId}>
      <h2 id={titleId} className="room-chat__title">
        <Trans>Chat</Trans>
      </h2>
      <div
        ref={listRef}
        className="room-chat__log"
        role="log"
        aria-live="polite"
        aria-label={t`Chat messages`}
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <p className="room-chat__empty">
            <Trans>No messages yet. Say hi!</Trans>
          </p>
        ) : null}
        <ul className="room-chat__messages">
          {messages.map((message, index) => {
            const mine = sameUsername(message.username, me);
            return (
              <li key={`${index}:${message.createdAt}`} className={`room-message${mine ? ' room-message--mine' : ''}`}>
                <span className="room-message__name">{message.username}</span>
                <span className="room-message__text">{message.message}</span>
              </li>
            );
          })}
        </ul>
      </div>

      <div id={pickerId} className="room-chat__picker">
        {pickerOpen ? (
          <EmojiPickerBoundary>
            <Suspense
              fallback={
                <p className="room-chat__picker-loading">
                  <Trans>Loading emoji…</Trans>
                </p>
              }
            >
              <EmojiPickerPanel onPick={addEmoji} />
            </Suspense>
          </EmojiPickerBoundary>
        ) : null}
      </div>

      <form className="room-chat__form" onSubmit={send}>
        <button
          type="button"
          className="room-chat__emoji"
          aria-label={t`Emoji`}
          aria-expanded={pickerOpen}
          aria-controls={pickerId}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <span aria-hidden="true">😊</span>
        </button>
        <label htmlFor={inputId} className="rooms-visually-hidden">
          <Trans>Message</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="room-chat__input"
          type="text"
          autoComplete="off"
          placeholder={t`Type a message…`}
          maxLength={LIMITS.chatMessage.max}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="pill-button rooms-send">
          <Trans>Send</Trans>
        </button>
      </form>
    </section>
  );
}
