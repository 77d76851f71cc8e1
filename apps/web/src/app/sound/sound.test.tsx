import { fireEvent, screen } from '../../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { SOUND_MUTED_KEY } from './sound-preference';

function soundToggle() {
  return screen.getByRole('button', { name: /Sound/ });
}

function playSpy() {
  // The setup file already stubs play(); grab that spy to read its calls.
  return vi.mocked(HTMLMediaElement.prototype.play);
}

describe('sound toggle', () => {
  it('starts on and persists the muted choice to localStorage', async () => {
    const { user } = renderApp('/');
    expect(soundToggle().getAttribute('aria-pressed')).toBe('true');
    expect(soundToggle().textContent).toContain('Sound on');

    await user.click(soundToggle());
    expect(soundToggle().getAttribute('aria-pressed')).toBe('false');
    expect(soundToggle().textContent).toContain('Sound off');
    expect(window.localStorage.getItem(SOUND_MUTED_KEY)).toBe('true');

    await user.click(soundToggle());
    expect(soundToggle().getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(SOUND_MUTED_KEY)).toBe('false');
  });

  it('remembers a muted choice from an earlier visit', () => {
    window.localStorage.setItem(SOUND_MUTED_KEY, 'true');
    renderApp('/');
    expect(soundToggle().getAttribute('aria-pressed')).toBe('false');
    expect(soundToggle().textContent).toContain('Sound off');
  });
});

describe('click sound', () => {
  it('plays /click.wav from the start on any click in the document', async () => {
    const { user } = renderApp('/');
    const play = playSpy();

    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.click(document.body);

    expect(play).toHaveBeenCalledTimes(2);
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(new URL(audio.src).pathname).toBe('/click.wav');
    expect(audio.currentTime).toBe(0);
    // One element is reused rather than one per click.
    expect(play.mock.contexts[1]).toBe(audio);
  });

  it('stays silent while muted', async () => {
    window.localStorage.setItem(SOUND_MUTED_KEY, 'true');
    const { user } = renderApp('/');

    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(playSpy()).not.toHaveBeenCalled();
  });

  it('is silent for the click that mutes and audible for the click that unmutes', async () => {
    const { user } = renderApp('/');
    const play = playSpy();

    await user.click(soundToggle());
    expect(play).not.toHaveBeenCalled();

    await user.click(soundToggle());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('ignores a rejected play() (autoplay blocked)', async () => {
    const play = playSpy().mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    renderApp('/');

    fireEvent.click(document.body);
    // Let the rejection settle; an unhandled one would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the app unmounts', () => {
    const { unmount } = renderApp('/');
    unmount();
    fireEvent.click(document.body);
    expect(playSpy()).not.toHaveBeenCalled();
  });
});
