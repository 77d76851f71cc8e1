import { Trans, useLingui } from '@lingui/react/macro';
import { greetingText, type ChatMessage } from '@truth-or-dare/quickplay-bot';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BotTag } from './bot-tag';
import '../../components/pill-button/pill-button.css';
import { UserText } from '../../components/user-text';

interface ChatBoxProps {
  /** The player's chosen name: the bot's greeting names them. */
  userName: string;
  botName: string;
  messages: readonly ChatMessage[];
  botTyping: boolean;
  canChat: boolean;
  onSend: (text: string) => void;
}

/** The match chat: bubbles (always plain text), the bot's typing indicator, and Enter-to-send. */
export function ChatBox({ userName, botName, messages, botTyping, canChat, onSend }: ChatBoxProps) {
  const { t } = useLingui();
  const greeting = greetingText(userName, botName);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const titleId = useId();

  // Keep the newest message (or the typing indicator) in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, botTyping]);

  function send(event: FormEvent) {
    event.preventDefault();
    // The machine ignores blank text and anything sent after the disconnect.
    onSend(draft);
    setDraft('');
  }

  return (
    <section className="qp-chat" aria-labelledby={titleId}>
      <h3 id={titleId} className="qp-chat__title">
        <Trans>
          Chat with <UserText text={botName} /> <BotTag />
        </Trans>
      </h3>
      {/* The log scrolls; the list inside keeps list semantics for screen readers. */}
      <div
        ref={listRef}
        className="qp-chat__list"
        role="log"
        aria-live="polite"
        aria-label={t`Chat messages`}
        tabIndex={0}
      >
        <ol className="qp-chat__messages">
          {messages.map((message, index) => (
            <li key={index} className={`qp-bubble qp-bubble--${message.from}`}>
              <span className="qp-bubble__sender">
                {message.from === 'user'
                  ? t({ message: 'You', comment: "The sender of the player's own chat messages" })
                  : botName}
              </span>
              <p className="qp-bubble__text">
                {/* The engine's English greeting in the page's language; any other message as written. */}
                {message.from === 'bot' && message.text === greeting
                  ? t`Hey ${userName}! I'm ${botName}. Let's play.`
                  : message.text}
              </p>
            </li>
          ))}
        </ol>
      </div>
      <p className="qp-chat__typing" aria-live="polite">
        {botTyping ? (
          <>
            <span className="qp-typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <Trans>
              <UserText text={botName} /> is typing…
            </Trans>
          </>
        ) : null}
      </p>
      <form className="qp-chat__form" onSubmit={send}>
        <label htmlFor={inputId} className="qp-visually-hidden">
          <Trans>
            Message to <UserText text={botName} />
          </Trans>
        </label>
        <input
          id={inputId}
          className="qp-chat__input"
          type="text"
          autoComplete="off"
          placeholder={canChat ? t`Say something nice…` : t`Chat is closed`}
          value={draft}
          disabled={!canChat}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="pill-button" disabled={!canChat}>
          <Trans comment="Button: send the chat message">Send</Trans>
        </button>
      </form>
    </section>
  );
}
