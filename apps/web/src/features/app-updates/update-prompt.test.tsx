import { act, fireEvent, render, screen } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContainerLike, RegistrationLike, WorkerLike } from './service-worker-types';
import { UpdatePrompt } from './update-prompt';
import { TAKE_OVER_TIMEOUT_MS } from './use-waiting-worker';
import { SKIP_WAITING_MESSAGE } from './worker-messages';

class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  readonly postMessage = vi.fn<(message: unknown) => void>();
  becomes(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new worker is found, installs and then waits, as the browser reports it. */
  async deliverUpdate(): Promise<FakeWorker> {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    await act(async () => {
      this.installing = null;
      this.waiting = worker;
      worker.becomes('installed');
    });
    return worker;
  }
}

class FakeContainer extends EventTarget implements ContainerLike {
  constructor(public controller: unknown) {
    super();
  }
}

/** The prompt's live region, present whether or not an update waits. */
function liveRegion(): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access -- the region has no role on purpose (see update-prompt.tsx): only aria-live finds it.
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
}

/** `ready` settles once the prompt has the registration: await it inside act. */
function renderPrompt({ registration = new FakeRegistration(), controlled = true } = {}) {
  const workers = new FakeContainer(controlled ? {} : null);
  const reload = vi.fn();
  const ready = Promise.resolve(registration);
  render(<UpdatePrompt registration={ready} container={workers} reload={reload} />);
  return { registration, workers, reload, ready };
}

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits, inside a live region that is already there', async () => {
    const { ready } = renderPrompt();
    await act(() => ready);
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers the new version once its worker has installed while an old one controls the page', async () => {
    const { registration, ready } = renderPrompt();
    await act(() => ready);
    await registration.deliverUpdate();
    expect(liveRegion().textContent).toContain('New version available');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reload' }).disabled).toBe(false);
  });

  it('offers a worker that was already waiting when the page opened', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    renderPrompt({ registration });
    expect((await screen.findByRole('button', { name: 'Reload' })).textContent).toBe('Reload');
  });

  it('stays quiet on a first install, when no worker controlled the page yet', async () => {
    const { registration, ready } = renderPrompt({ controlled: false });
    await act(() => ready);
    await registration.deliverUpdate();
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('tells the waiting worker to take over and reloads only once it has, from the keyboard too', async () => {
    const { registration, workers, reload, ready } = renderPrompt();
    await act(() => ready);
    const worker = await registration.deliverUpdate();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reloading…' }).disabled).toBe(true);

    act(() => workers.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => workers.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker has not taken over in time, so the button never hangs', async () => {
    const { registration, reload, ready } = renderPrompt();
    await act(() => ready);
    const worker = await registration.deliverUpdate();
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(worker.postMessage).toHaveBeenCalledOnce();
      act(() => vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS - 1));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders nothing at all without a service worker registration', async () => {
    const none = Promise.resolve(null);
    render(<UpdatePrompt registration={none} container={null} />);
    await act(() => none);
    expect(liveRegion()).toBeEmptyDOMElement();
  });
});
