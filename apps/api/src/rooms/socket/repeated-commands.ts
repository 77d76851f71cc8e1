import { ROOM_SOCKET_LIMITS } from '@truth-or-dare/room-protocol';

/**
 * The answers to each player's recent commands, by command id, so that a command sent again after
 * a reconnect (on any of the player's sockets on this instance) gets its first answer and changes
 * nothing (docs/api.md#room-socket). Kept in two generations that swap every repeat window: an
 * answer lives at least one window and at most two, and forgetting a generation costs one step.
 */
export class RepeatedCommands<Answer> {
  private current = new Map<string, Promise<Answer>>();
  private previous = new Map<string, Promise<Answer>>();
  private swappedAt: number;

  constructor(
    private readonly now: () => number,
    private readonly windowMs: number = ROOM_SOCKET_LIMITS.repeatWindowMs,
  ) {
    this.swappedAt = now();
  }

  /** The answer of `playerId`'s command `commandId`: the first one's, or `run()`'s when it is new. */
  answer(playerId: number, commandId: string, run: () => Promise<Answer>): Promise<Answer> {
    this.age();
    const key = `${playerId} ${commandId}`;
    const known = this.current.get(key) ?? this.previous.get(key);
    if (known !== undefined) return known;
    const answer = run();
    this.current.set(key, answer);
    return answer;
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }

  private age(): void {
    const now = this.now();
    if (now - this.swappedAt < this.windowMs) return;
    // Idle for two windows or more: both generations are old.
    this.previous = now - this.swappedAt >= 2 * this.windowMs ? new Map() : this.current;
    this.current = new Map();
    this.swappedAt = now;
  }
}
