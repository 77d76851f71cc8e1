import './prompt-panel.css';

/** A truth or a dare on show. */
export interface ShownPrompt {
  type: 'truth' | 'dare';
  text: string;
}

interface PromptPanelProps {
  /** The prompt on show, or null while the table waits for one. */
  prompt: ShownPrompt | null;
  /** Who the prompt is for, shown after its type ("Truth for you"); left out when not given. */
  forWhom?: string;
  /** Whose prompt it is, shown before its type ("Maya — Truth:"); left out when not given. */
  owner?: string;
  /** What the table is waiting for while there is no prompt. */
  waiting: string;
  /** Changes with each new prompt, even one with the same text, so each gets its entrance. */
  promptKey?: string;
}

const TYPE_LABEL = { truth: 'Truth', dare: 'Dare' } as const;

/**
 * The current truth or dare of an online game (a room, Quick Play): its type, whom it is for and
 * its text, or what the table is waiting for. One atomic live region, so a screen reader reads
 * the type with the prompt.
 */
export function PromptPanel({ prompt, forWhom, owner, waiting, promptKey }: PromptPanelProps) {
  return (
    <div
      className={`prompt-panel${prompt ? ` prompt-panel--${prompt.type}` : ''}`}
      aria-live="polite"
      aria-atomic="true"
    >
      {prompt ? (
        <div key={promptKey ?? `${prompt.type}:${prompt.text}`} className="prompt-panel__body">
          <p className="prompt-panel__meta">
            {owner ? <span className="prompt-panel__owner">{owner} — </span> : null}
            <span className="prompt-panel__type">{TYPE_LABEL[prompt.type]}</span>
            {owner ? ':' : null}
            {forWhom ? <span className="prompt-panel__for"> for {forWhom}</span> : null}
          </p>
          <p className="prompt-panel__text">{prompt.text}</p>
        </div>
      ) : (
        <p className="prompt-panel__waiting">{waiting}</p>
      )}
    </div>
  );
}
