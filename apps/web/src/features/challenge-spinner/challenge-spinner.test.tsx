import { act, screen, waitFor, within } from '../../testing/render';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { celebrateFor } from '../../components/confetti/fire-confetti';
import { notify } from '../../components/notify';
import { liveRegionAround } from '../../testing/live-regions';
import { loadPages, metaDescription, renderApp } from '../../testing/render-app';
import { findToast, toastItem } from '../../testing/toasts';
import { FAKE_CHARACTER_EM, installFakeCanvas } from './fake-canvas';

vi.mock('../../components/confetti/fire-confetti', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/confetti/fire-confetti')>()),
  celebrateFor: vi.fn(() => () => undefined),
  fireConfetti: vi.fn(() => Promise.resolve()),
}));

// The wheel page's chunk holds the spinner the home page loads lazily too.
beforeAll(() => loadPages('/truth-or-dare-wheel'));

const DEFAULTS = [
  'Do 10 pushups',
  'Share a secret',
  "Say your crush's name",
  'Dance for 10 sec',
  'Confess a lie you told',
  'Sip your drink',
  'Embarrassing moment',
  'Name a drink item',
];

beforeEach(() => {
  installFakeCanvas();
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openWheelPage() {
  const view = renderApp('/truth-or-dare-wheel');
  // The defaults load on their own: wait for the list.
  await screen.findByRole('list', { name: /Challenges/ });
  return view;
}

function listedChallenges(): string[] {
  return within(screen.getByRole('list', { name: /Challenges/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.challenge-list__text')?.textContent ?? '');
}

function challengesHeading(): string {
  return screen.getByRole('heading', { level: 3 }).textContent ?? '';
}

function input(): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>('Add a challenge');
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

function wheel(): HTMLCanvasElement {
  return screen.getByRole<HTMLCanvasElement>('img', { name: /Challenge wheel/ });
}

/** The wheel's turn, read back from the transform the screen gave the canvas. */
function wheelRotation(): number {
  const match = /rotate\((-?[\d.e+]+)deg\)/.exec(wheel().style.transform);
  if (!match?.[1]) throw new Error(`no rotation in "${wheel().style.transform}"`);
  return Number(match[1]);
}

/** Independent geometry: the label at the top pointer once the wheel is turned clockwise. */
function challengeUnderPointer(rotation: number, items: readonly string[]): string {
  const angleAtTop = ((-rotation % 360) + 360) % 360;
  return items[Math.floor(angleAtTop / (360 / items.length))] ?? '';
}

async function expectToast(title: string, detail?: string): Promise<void> {
  const item = await findToast(title);
  expect(item).toBeInTheDocument();
  if (detail !== undefined) expect(within(item).getByText(detail)).toBeTruthy();
}

async function add(user: UserEvent, text: string): Promise<void> {
  await user.clear(input());
  await user.type(input(), `${text}{Enter}`);
}

describe('the wheel page (/truth-or-dare-wheel)', () => {
  it('has its own title, intro and the spinner with the eight default challenges', async () => {
    await openWheelPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Truth or Dare Wheel']);
    expect(document.title).toBe('Truth or Dare Wheel · Truth or Dare');
    expect(metaDescription()).toMatch(/wheel/i);
    expect(screen.getByText(/Put your challenges on the wheel/)).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'Challenge Spinner' })).toBeTruthy();
    expect(listedChallenges()).toEqual(DEFAULTS);
    expect(challengesHeading()).toBe('Challenges (8/10)');
    expect(button('Add')).toBeTruthy();
    expect(button('Spin the Wheel').disabled).toBe(false);
    expect(wheel().getAttribute('aria-label')).toBe('Challenge wheel with 8 challenges');
    for (const item of DEFAULTS) expect(button(`Remove ${item}`)).toBeTruthy();
  });
});

describe('the spinner on the home page', () => {
  it('sits below the hero with the same controls', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Challenge Spinner' });
    await within(section).findByRole('list', { name: 'Challenges (8/10)' });
    const hero = screen.getByRole('heading', { level: 1, name: 'Truth or Dare' });
    expect(hero.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Spin the Wheel' })).toBeTruthy();
    expect(within(section).getByLabelText('Add a challenge')).toBeTruthy();
  });
});

describe('adding challenges', () => {
  it('adds the trimmed text with Enter or the Add button and says so', async () => {
    const { user } = await openWheelPage();
    await add(user, '  Sing a song  ');
    expect(listedChallenges().at(-1)).toBe('Sing a song');
    expect(challengesHeading()).toBe('Challenges (9/10)');
    expect(input().value).toBe('');
    await expectToast('Challenge Added!', '"Sing a song" is on the wheel.');

    await user.type(input(), 'Tell a joke');
    await user.click(button('Add'));
    expect(listedChallenges().at(-1)).toBe('Tell a joke');
    expect(challengesHeading()).toBe('Challenges (10/10)');
  });

  it('refuses empty text, duplicates and an eleventh challenge with the spec messages', async () => {
    const successes = vi.spyOn(notify, 'success');
    const errors = vi.spyOn(notify, 'error');
    const { user } = await openWheelPage();

    await user.type(input(), '   ');
    await user.click(button('Add'));
    await expectToast('Invalid Input', 'Please enter a valid challenge item.');

    await add(user, 'sip your drink');
    await expectToast('Duplicate Item', 'This challenge already exists in your wheel.');
    expect(input().value).toBe('sip your drink');

    await add(user, 'Ninth');
    await add(user, 'Tenth');
    await add(user, 'Eleventh');
    await expectToast('Maximum Reached', 'You can only have up to 10 challenges on the wheel.');
    expect(challengesHeading()).toBe('Challenges (10/10)');
    expect(listedChallenges()).not.toContain('Eleventh');

    // Errors are red toasts, successes green, each for 3 s.
    expect(errors.mock.calls.map(([title, detail, options]) => [title, detail, options])).toEqual([
      ['Invalid Input', 'Please enter a valid challenge item.', { durationMs: 3000 }],
      ['Duplicate Item', 'This challenge already exists in your wheel.', { durationMs: 3000 }],
      ['Maximum Reached', 'You can only have up to 10 challenges on the wheel.', { durationMs: 3000 }],
    ]);
    expect(successes.mock.calls.map(([title, , options]) => [title, options])).toEqual([
      ['Challenge Added!', { durationMs: 3000 }],
      ['Challenge Added!', { durationMs: 3000 }],
    ]);
  });
});

describe('removing challenges', () => {
  it('removes one with its button and keeps focus in the list', async () => {
    const { user } = await openWheelPage();
    await user.click(button('Remove Share a secret'));
    expect(listedChallenges()).toEqual(DEFAULTS.filter((item) => item !== 'Share a secret'));
    expect(challengesHeading()).toBe('Challenges (7/10)');
    await expectToast('Challenge Removed');
    expect(button("Remove Say your crush's name")).toHaveFocus();
  });

  it("refuses to remove below two: 'Cannot Remove'", async () => {
    const { user } = await openWheelPage();
    for (const item of DEFAULTS.slice(2)) await user.click(button(`Remove ${item}`));
    expect(challengesHeading()).toBe('Challenges (2/10)');
    await user.click(button('Remove Do 10 pushups'));
    expect(listedChallenges()).toEqual(['Do 10 pushups', 'Share a secret']);
    await expectToast('Cannot Remove', 'You need at least 2 items to spin the wheel.');
  });
});

describe('spinning', () => {
  /** Fake time that also follows the real clock (Testing Library waits on timers). */
  function useSpinClock(): void {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  }

  async function passTime(ms: number): Promise<void> {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  }

  function expectToastNow(title: string, detail: string): void {
    expect(within(toastItem(title)).getByText(detail)).toBeTruthy();
  }

  it('spins for 4 s with the controls disabled, then shows the challenge under the pointer', async () => {
    const neutral = vi.spyOn(notify, 'message');
    const success = vi.spyOn(notify, 'success');
    useSpinClock();
    const { user } = await openWheelPage();
    expect(wheelRotation()).toBe(0);
    expect(screen.getByText('Spin the wheel to get your challenge.')).toBeTruthy();

    await user.click(button('Spin the Wheel'));
    await passTime(0);
    expectToastNow('🎲 Spinning...', "Let's see what challenge awaits you!");
    expect(neutral).toHaveBeenCalledWith('🎲 Spinning...', "Let's see what challenge awaits you!", {
      durationMs: 3000,
    });
    expect(wheelRotation()).toBeGreaterThanOrEqual(5 * 360);
    expect(wheelRotation()).toBeLessThan(11 * 360);
    expect(wheel().style.transitionDuration).toBe('4000ms');

    const controls = [
      input(),
      button('Add'),
      button('Spin the Wheel'),
      ...DEFAULTS.map((item) => button(`Remove ${item}`)),
    ];
    expect(controls.every((control) => control.disabled)).toBe(true);
    expect(screen.getByText('The wheel is spinning…')).toBeTruthy();

    // The exact 4,000 ms bound is the engine's to prove; here, well before and just after.
    await passTime(3_600);
    expect(screen.queryByText('Your challenge is:')).toBeNull();
    expect(celebrateFor).not.toHaveBeenCalled();
    expect(controls.every((control) => control.disabled)).toBe(true);

    await passTime(400);
    const expected = challengeUnderPointer(wheelRotation(), DEFAULTS);
    const panel = liveRegionAround(screen.getByText('Your challenge is:'));
    expect(panel).toHaveAttribute('aria-live', 'polite');
    expect(within(panel as HTMLElement).getByText(expected)).toBeTruthy();
    expectToastNow('🎉 Challenge Selected!', `Your challenge is: ${expected}`);
    expect(success).toHaveBeenCalledWith('🎉 Challenge Selected!', `Your challenge is: ${expected}`, {
      durationMs: 3000,
    });
    expect(celebrateFor).toHaveBeenCalledTimes(1);
    expect(celebrateFor).toHaveBeenCalledWith(3000);
    expect(controls.every((control) => control.disabled)).toBe(false);
  });

  it('spins from the keyboard and gives focus back to the Spin button', async () => {
    useSpinClock();
    const { user } = await openWheelPage();
    const spin = button('Spin the Wheel');
    spin.focus();
    await user.keyboard('{Enter}');
    expect(spin.disabled).toBe(true);
    await passTime(4_000);
    const first = wheelRotation();
    expect(screen.getByText('Your challenge is:')).toBeTruthy();
    expect(spin).toHaveFocus();

    // Space spins again, always forward from where the wheel stopped.
    await user.keyboard(' ');
    expect(screen.getByText('The wheel is spinning…')).toBeTruthy();
    expect(wheelRotation()).toBeGreaterThan(first + 5 * 360);
    await passTime(4_000);
    const panel = liveRegionAround(screen.getByText('Your challenge is:')) as HTMLElement;
    expect(within(panel).getByText(challengeUnderPointer(wheelRotation(), DEFAULTS))).toBeTruthy();
  });
});

describe('the canvas wheel', () => {
  it('is drawn at the screen pixel density, in the engine colours, with long labels shortened', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const drawn = installFakeCanvas(320);
    const { user } = await openWheelPage();
    // The wheel paints in an effect, which can run a moment after the list appears.
    await waitFor(() => expect(wheel().width).toBe(640));
    expect(wheel().height).toBe(640);
    // The defaults fit in full, all at one readable size.
    expect(drawn.labels).toEqual(DEFAULTS);
    expect(new Set(drawn.labelSizes).size).toBe(1);
    expect(drawn.labelSizes[0]).toBeGreaterThanOrEqual(10);
    expect(drawn.fills).toEqual(expect.arrayContaining(['#C62828', '#EF6C00', '#1565C0', '#FFD54F']));

    const long = 'Call your best friend and sing them the whole chorus of your favourite song';
    await add(user, long);
    await waitFor(() => expect(drawn.labels).toHaveLength(9));
    const label = drawn.labels[8] ?? '';
    expect(label.endsWith('…')).toBe(true);
    expect(long.startsWith(label.slice(0, -1))).toBe(true);
    // Shortened to fit between the hub and the rim, at the smallest readable size.
    expect(drawn.labelSizes[8]).toBe(10);
    expect(Array.from(label).length * 10 * FAKE_CHARACTER_EM).toBeLessThan(160);
    expect(listedChallenges().at(-1)).toBe(long);
  });
});
