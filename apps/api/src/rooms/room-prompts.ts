import { Injectable, type OnModuleInit } from '@nestjs/common';
import { createSeededRandom, loadPromptBank, shuffle, type PromptEntry } from '@truth-or-dare/prompt-banks';
import type { TurnType } from '@truth-or-dare/room-protocol';

/**
 * The prompts of online rooms. Rooms are open to teens, so truths come from the shared normal
 * bank and dares from the shared dares rated PG. Each room walks its own shuffled order, so a
 * prompt never repeats until the whole bank has been dealt.
 */
@Injectable()
export class RoomPrompts implements OnModuleInit {
  private banks: Record<TurnType, readonly string[]> = { truth: [], dare: [] };

  async onModuleInit(): Promise<void> {
    const [truths, dares] = await Promise.all([loadPromptBank('shared/normal'), loadPromptBank('shared/dares')]);
    this.banks = {
      truth: texts(truths.filter((entry) => entry.type === 'truth')),
      dare: texts(dares.filter((entry) => entry.type === 'dare' && entry.rating === 'PG')),
    };
  }

  /** The `dealt`-th prompt of this type for a room seeded with `seed`. */
  deal(type: TurnType, seed: number, dealt: number): string {
    const bank = this.banks[type];
    if (bank.length === 0) throw new Error(`The ${type} prompts are not loaded.`);
    const round = Math.floor(dealt / bank.length);
    // Each pass through the bank gets its own order.
    const order = shuffle(bank, createSeededRandom((seed + round * 7919) | 0));
    return order[dealt % bank.length] as string;
  }

  bankSize(type: TurnType): number {
    return this.banks[type].length;
  }
}

function texts(entries: readonly PromptEntry[]): string[] {
  return entries.map((entry) => entry.text);
}
