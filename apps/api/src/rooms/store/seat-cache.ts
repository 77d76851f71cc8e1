/** A seated player as a token names them: row id, room and name. */
export interface CachedSeat {
  readonly id: number;
  readonly roomId: string;
  readonly username: string;
}

/** Enough for every player of thousands of rooms; past it the oldest entries go first. */
const DEFAULT_CAPACITY = 50_000;

/**
 * The players that tokens named, by token hash, so the calls every player makes every few seconds
 * (chat, ping, turn, the stream) skip a lookup in the players table
 * (docs/decisions/0014-rooms-cost-seats-and-batches.md).
 *
 * On SQLite this process is the database's one writer: every statement that removes a seat runs
 * here and forgets it first (RoomRecords). On PostgreSQL another instance may remove a player, so
 * the transaction that removes seats also announces it on the event bus, and every instance forgets
 * them when it commits (postgres-room-bus.ts). While the bus is not listening nothing is cached, as
 * an announcement could be missed: `pause` forgets everything until `resume`. A seat removed on
 * another instance may still be cached for the moment its announcement travels; the calls that
 * change anything check the seat again in their own statement (postgres-room-store.ts, room-commands.service.ts).
 *
 * A lookup that read the table while a seat was being removed must not put it back: `remember`
 * takes the generation read before the lookup and stores nothing when anything was forgotten since.
 */
export class SeatCache {
  private readonly seats = new Map<string, CachedSeat>();
  private readonly hashById = new Map<number, string>();
  private readonly hashesByRoom = new Map<string, Set<string>>();
  private forgotten = 0;
  private paused = false;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get size(): number {
    return this.seats.size;
  }

  /** Counts removals; pass it to `remember` after the lookup it was read before. */
  get generation(): number {
    return this.forgotten;
  }

  get(tokenHash: string): CachedSeat | undefined {
    return this.paused ? undefined : this.seats.get(tokenHash);
  }

  remember(tokenHash: string, seat: CachedSeat, generation: number): void {
    if (this.paused || generation !== this.forgotten || this.seats.has(tokenHash)) return;
    if (this.seats.size >= this.capacity) {
      const oldest = this.seats.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.seats.set(tokenHash, seat);
    this.hashById.set(seat.id, tokenHash);
    let hashes = this.hashesByRoom.get(seat.roomId);
    if (!hashes) {
      hashes = new Set();
      this.hashesByRoom.set(seat.roomId, hashes);
    }
    hashes.add(tokenHash);
  }

  /** A seat is going (left, removed, timed out). */
  forgetPlayer(playerId: number): void {
    this.forgotten += 1;
    const tokenHash = this.hashById.get(playerId);
    if (tokenHash !== undefined) this.drop(tokenHash);
  }

  /** A room is going, with every seat in it. */
  forgetRoom(roomId: string): void {
    this.forgotten += 1;
    for (const tokenHash of [...(this.hashesByRoom.get(roomId) ?? [])]) this.drop(tokenHash);
  }

  /** Forgets every seat and caches nothing more until `resume`: removals may go unheard meanwhile. */
  pause(): void {
    this.forgotten += 1;
    this.paused = true;
    this.seats.clear();
    this.hashById.clear();
    this.hashesByRoom.clear();
  }

  resume(): void {
    this.paused = false;
  }

  private drop(tokenHash: string): void {
    const seat = this.seats.get(tokenHash);
    if (!seat) return;
    this.seats.delete(tokenHash);
    this.hashById.delete(seat.id);
    const hashes = this.hashesByRoom.get(seat.roomId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.hashesByRoom.delete(seat.roomId);
  }
}
