import { Trans } from '@lingui/react/macro';
import './prompt-panel.css';
import { UserText } from '../user-text';

/** A truth or a dare on show. */
export interface ShownPrompt {
  type: 'truth' | 'dare';
  text: string;
}

/** Whose prompt it is: a heading name before the type, or whom it is for after it (never both). */
type PromptOwnership =
  | {
      /** Whose prompt it is, shown before its type ("Maya — Truth:"). */
      owner?: string;
      forWhom?: undefined;
      forYou?: undefined;
    }
  | {
      owner?: undefined;
      /** The name of the player the prompt is for, shown after its type ("Truth for Maya"). */
      forWhom?: string;
      /** The prompt is for the player reading it ("Truth for you"); wins over `forWhom`. */
      forYou?: boolean;
    };

type PromptPanelProps = PromptOwnership & {
  /** The prompt on show, or null while the table waits for one. */
  prompt: ShownPrompt | null;
  /** What the table is waiting for while there is no prompt. */
  waiting: string;
  /** Changes with each new prompt, even one with the same text, so each gets its entrance. */
  promptKey?: string;
};

/**
 * The current truth or dare of an online game (a room, Quick Play): its type, whom it is for and
 * its text, or what the table is waiting for. One atomic live region, so a screen reader reads
 * the type with the prompt.
 */
export function PromptPanel({ prompt, forWhom, forYou, owner, waiting, promptKey }: PromptPanelProps) {
  return (
    <div
      className={`prompt-panel${prompt ? ` prompt-panel--${prompt.type}` : ''}`}
      aria-live="polite"
      aria-atomic="true"
    >
      {prompt ? (
        <div key={promptKey ?? `${prompt.type}:${prompt.text}`} className="prompt-panel__body">
          <p className="prompt-panel__meta">
            <PromptMeta type={prompt.type} owner={owner} forWhom={forWhom} forYou={forYou} />
          </p>
          <p className="prompt-panel__text">{prompt.text}</p>
        </div>
      ) : (
        <p className="prompt-panel__waiting">{waiting}</p>
      )}
    </div>
  );
}

/** The prompt's type with its owner or the player it is for: one whole message per form. */
function PromptMeta({
  type,
  owner,
  forWhom,
  forYou,
}: {
  type: ShownPrompt['type'];
  owner: string | undefined;
  forWhom: string | undefined;
  forYou: boolean | undefined;
}) {
  if (owner) {
    return type === 'truth' ? (
      <Trans comment="Heading of a drawn prompt: whose it is, then its type">
        <span className="prompt-panel__owner">
          <UserText text={owner} /> —{' '}
        </span>
        <span className="prompt-panel__type">Truth</span>:
      </Trans>
    ) : (
      <Trans comment="Heading of a drawn prompt: whose it is, then its type">
        <span className="prompt-panel__owner">
          <UserText text={owner} /> —{' '}
        </span>
        <span className="prompt-panel__type">Dare</span>:
      </Trans>
    );
  }
  if (forYou) {
    return type === 'truth' ? (
      <Trans>
        <span className="prompt-panel__type">Truth</span>
        <span className="prompt-panel__for"> for you</span>
      </Trans>
    ) : (
      <Trans>
        <span className="prompt-panel__type">Dare</span>
        <span className="prompt-panel__for"> for you</span>
      </Trans>
    );
  }
  if (forWhom) {
    return type === 'truth' ? (
      <Trans>
        <span className="prompt-panel__type">Truth</span>
        <span className="prompt-panel__for">
          {' '}
          for <UserText text={forWhom} />
        </span>
      </Trans>
    ) : (
      <Trans>
        <span className="prompt-panel__type">Dare</span>
        <span className="prompt-panel__for">
          {' '}
          for <UserText text={forWhom} />
        </span>
      </Trans>
    );
  }
  return (
    <span className="prompt-panel__type">
      {type === 'truth' ? (
        <Trans comment="The type of the prompt on show">Truth</Trans>
      ) : (
        <Trans comment="The type of the prompt on show">Dare</Trans>
      )}
    </span>
  );
}
