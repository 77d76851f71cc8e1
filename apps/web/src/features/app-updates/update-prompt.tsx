import { Trans, useLingui } from '@lingui/react/macro';
import { serviceWorkerRegistration } from './register-service-worker';
import type { ContainerLike, RegistrationLike } from './service-worker-types';
import { useWaitingWorker } from './use-waiting-worker';
import './update-prompt.css';

export interface UpdatePromptProps {
  readonly registration?: Promise<RegistrationLike | null>;
  readonly container?: ContainerLike | null;
  readonly reload?: () => void;
}

const browserContainer = (): ContainerLike | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
const reloadPage = () => window.location.reload();

/**
 * "New version available": shown when a new deploy's worker waits. Nothing changes under an open
 * page until the player chooses Reload, so a game in progress is never swapped half-way.
 */
export function UpdatePrompt({
  registration = serviceWorkerRegistration(),
  container = browserContainer(),
  reload = reloadPage,
}: UpdatePromptProps) {
  const { t } = useLingui();
  const { updateReady, accepted, accept } = useWaitingWorker({ registration, container, reload });
  // The polite live region (what role="status" implies, without claiming a page's status role)
  // is always present, so screen readers announce the message when it appears.
  return (
    <div aria-live="polite" className="update-prompt-region">
      {updateReady ? (
        <div className="update-prompt">
          <p className="update-prompt__text">
            <Trans>New version available</Trans>
          </p>
          <button type="button" className="update-prompt__button" onClick={accept} disabled={accepted}>
            {accepted
              ? t({ message: 'Reloading…', comment: 'The page reloads into the new version of the site' })
              : t({ message: 'Reload', comment: 'Button: reload the page to use the new version of the site' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
