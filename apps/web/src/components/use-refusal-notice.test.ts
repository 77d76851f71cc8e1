import { act, renderHook } from '../testing/render';
import { assign, createActor, emit, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { useRefusalNotice } from './use-refusal-notice';

type Notice = { type: 'notice'; kind: 'refusal'; message: string } | { type: 'notice'; kind: 'chime' };

/** Up to two steps forward; a third is refused with a message. A chime is a notice with no text. */
const stepper = setup({
  types: {} as {
    context: { steps: number };
    events: { type: 'STEP.TAKE' } | { type: 'STEP.UNDO' } | { type: 'CHIME.RING' };
    emitted: Notice;
  },
  guards: { isAtLimit: ({ context }) => context.steps >= 2 },
  actions: {
    takeStep: assign({ steps: ({ context }) => context.steps + 1 }),
    undoStep: assign({ steps: ({ context }) => context.steps - 1 }),
    refuseStep: emit({ type: 'notice', kind: 'refusal', message: 'Two steps at most.' }),
    ring: emit({ type: 'notice', kind: 'chime' }),
  },
}).createMachine({
  context: { steps: 0 },
  on: {
    'STEP.TAKE': [{ guard: 'isAtLimit', actions: 'refuseStep' }, { actions: 'takeStep' }],
    'STEP.UNDO': { actions: 'undoStep' },
    'CHIME.RING': { actions: 'ring' },
  },
});

const messageOf = (notice: Notice) => (notice.kind === 'refusal' ? notice.message : null);

/** A stepper at its limit, its next step refused. */
function renderRefused() {
  const actor = createActor(stepper).start();
  const { result } = renderHook(() => useRefusalNotice(actor, messageOf));
  act(() => result.current.send({ type: 'STEP.TAKE' }));
  act(() => result.current.send({ type: 'STEP.TAKE' }));
  expect(result.current.message).toBeNull();
  act(() => result.current.send({ type: 'STEP.TAKE' }));
  return { actor, result };
}

describe('useRefusalNotice', () => {
  it('shows a refusal through refused moves and notices it does not show', () => {
    const { actor, result } = renderRefused();
    expect(result.current.message).toBe('Two steps at most.');
    act(() => result.current.send({ type: 'STEP.TAKE' }));
    act(() => actor.send({ type: 'CHIME.RING' }));
    expect(result.current.message).toBe('Two steps at most.');
  });

  it('takes the message down on the next accepted move', () => {
    const { result } = renderRefused();
    act(() => result.current.send({ type: 'STEP.UNDO' }));
    expect(result.current.message).toBeNull();
  });

  it('takes the message down on dismiss', () => {
    const { result } = renderRefused();
    act(() => result.current.dismiss());
    expect(result.current.message).toBeNull();
  });
});
