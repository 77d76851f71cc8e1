import { act, render, screen } from '../testing/render';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../components/notify';
import { toastItem } from '../testing/toasts';
import { AppToaster } from './app-toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toasts', () => {
  it('shows a green success toast with its description', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Link copied to clipboard!', 'Share it with your friends.');
    });

    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(screen.getByText('Share it with your friends.')).toBeTruthy();
    const item = toastItem('Link copied to clipboard!');
    expect(item.getAttribute('data-type')).toBe('success');
    expect(item.getAttribute('data-rich-colors')).toBe('true');
  });

  it('shows a red error toast', async () => {
    render(<AppToaster />);
    act(() => {
      notify.error('Failed to copy the link.');
    });

    expect(await screen.findByText('Failed to copy the link.')).toBeTruthy();
    expect(toastItem('Failed to copy the link.').getAttribute('data-type')).toBe('error');
  });

  it('announces the Alt+T hotkey on the notifications region', async () => {
    render(<AppToaster />);
    act(() => {
      notify.message('Welcome back');
    });
    expect(await screen.findByRole('region', { name: /Notifications alt\+T/i })).toBeTruthy();
  });
});
