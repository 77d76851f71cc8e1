import { act, render, screen } from '../testing/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads fresh copies of the modules, so the outlet starts never requested.
beforeEach(() => {
  vi.resetModules();
});

async function freshModules() {
  const [{ AppToaster }, { notify }] = await Promise.all([import('./app-toaster'), import('../components/notify')]);
  return { AppToaster, notify };
}

describe('the toast outlet', () => {
  it('renders nothing until the first toast, then shows that toast', async () => {
    const { AppToaster, notify } = await freshModules();
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    act(() => notify.info('Left', 'Ana left the room.'));

    expect(await screen.findByText('Left')).toBeTruthy();
    expect(screen.getByText('Ana left the room.')).toBeTruthy();
  });

  it('keeps toasts raised before the outlet is mounted, and shows them once it is', async () => {
    const { AppToaster, notify } = await freshModules();
    notify.success('First');
    notify.error('Second');
    render(<AppToaster />);

    expect(await screen.findByText('First')).toBeTruthy();
    expect(await screen.findByText('Second')).toBeTruthy();
  });
});
