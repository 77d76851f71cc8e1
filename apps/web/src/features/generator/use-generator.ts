import {
  createGeneratorDealer,
  dealGeneratorPrompt,
  GENERATOR_CATEGORIES,
  GENERATOR_DARE_BANK_ID,
  type GeneratorCategory,
  type GeneratorCategoryId,
  generatorBankId,
  generatorCategory,
  type GeneratorDealerState,
  type GeneratorDraw,
  type PromptEntry,
  type PromptType,
} from '@truth-or-dare/prompt-banks';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useReducer, useState } from 'react';
import { useAgeGate } from '../../components/age-gate/use-age-gate';
import { useGameSeed } from '../../components/game-seed';
import { notify } from '../../components/notify';
import { type BankState, usePromptBank } from '../../components/use-prompt-bank';

export interface GeneratorPrompt {
  readonly type: PromptType;
  readonly text: string;
}

export interface Generator {
  readonly categories: readonly GeneratorCategory[];
  readonly category: GeneratorCategoryId;
  readonly prompt: GeneratorPrompt | null;
  /** Truth waits for the category's bank, Dare for the dare list. */
  readonly canTruth: boolean;
  readonly canDare: boolean;
  /** A bank could not be loaded (offline, say). */
  readonly failed: boolean;
  /** The age gate, while it asks; render it once. */
  readonly ageGate: ReactNode;
  /** Switches category; 18+ asks for confirmation first, and Cancel keeps the current one. */
  chooseCategory(id: GeneratorCategoryId): void;
  truth(): void;
  dare(): void;
  copyPrompt(): Promise<void>;
}

interface DealerView {
  readonly dealer: GeneratorDealerState;
  readonly prompt: PromptEntry | null;
}

type DealerAction = { type: 'deal'; draw: GeneratorDraw } | { type: 'clear' };

// Pure: the dealing rule lives in prompt-banks; this only keeps its state and the shown prompt.
function dealerReducer(view: DealerView, action: DealerAction): DealerView {
  if (action.type === 'clear') return { ...view, prompt: null };
  const dealt = dealGeneratorPrompt(view.dealer, action.draw);
  return { dealer: dealt.state, prompt: dealt.prompt };
}

/** The generator's state and moves for the screen. */
export function useGenerator(): Generator {
  const seed = useGameSeed();
  const [category, setCategory] = useState<GeneratorCategoryId>('normal');
  const [view, dispatch] = useReducer(dealerReducer, seed, (initialSeed) => ({
    dealer: createGeneratorDealer(initialSeed),
    prompt: null,
  }));
  const truths = usePromptBank(generatorBankId(category, 'truth'));
  const dares = usePromptBank(GENERATOR_DARE_BANK_ID);
  const { requireAdult, dialog } = useAgeGate();
  const { t } = useLingui();

  const deal = (type: PromptType, bank: BankState) => {
    if (bank.status === 'ready') dispatch({ type: 'deal', draw: { category, type, entries: bank.entries } });
  };

  const chooseCategory = useCallback(
    (id: GeneratorCategoryId) => {
      const select = () => {
        setCategory(id);
        // A prompt from the old category would be mislabelled by the new choice.
        dispatch({ type: 'clear' });
      };
      if (generatorCategory(id).adultsOnly) requireAdult(select);
      else select();
    },
    [requireAdult],
  );

  const prompt = view.prompt;
  const copyPrompt = useCallback(async () => {
    if (!prompt) return;
    try {
      await navigator.clipboard.writeText(prompt.text);
      notify.success(t`Copied to clipboard!`);
    } catch {
      // No clipboard (an insecure page, an old browser) or permission refused.
      notify.error(t`Could not copy the prompt.`);
    }
  }, [prompt, t]);

  return {
    categories: GENERATOR_CATEGORIES,
    category,
    prompt: prompt ? { type: prompt.type, text: prompt.text } : null,
    canTruth: truths.status === 'ready',
    canDare: dares.status === 'ready',
    failed: truths.status === 'failed' || dares.status === 'failed',
    ageGate: dialog,
    chooseCategory,
    truth: () => deal('truth', truths),
    dare: () => deal('dare', dares),
    copyPrompt,
  };
}
