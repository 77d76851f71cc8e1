/**
 * Open event streams per client address, on one room and on all rooms together, so one address
 * cannot hold the sockets and memory of a room or of the server (docs/api.md#room-stream). A
 * stream holds its slot from the moment it is asked for until its connection closes, whatever
 * the answer was. Counters live in this instance's memory and are dropped at zero.
 */
export class StreamLimits {
  private readonly perAddress = new Map<string, number>();
  /** By address and room id. */
  private readonly perRoom = new Map<string, number>();

  constructor(
    private readonly limitPerRoom: number,
    private readonly limitPerAddress: number,
  ) {}

  /** Takes a slot for a stream, or answers null when the address is at a limit. Release it once, when the stream closes. */
  acquire(address: string, roomId: string): StreamSlot | null {
    const total = this.perAddress.get(address) ?? 0;
    const roomKey = `${address} ${roomId}`;
    const inRoom = this.perRoom.get(roomKey) ?? 0;
    if (total >= this.limitPerAddress || inRoom >= this.limitPerRoom) return null;
    this.perAddress.set(address, total + 1);
    this.perRoom.set(roomKey, inRoom + 1);
    return { address, roomKey };
  }

  release(slot: StreamSlot): void {
    decrement(this.perAddress, slot.address);
    decrement(this.perRoom, slot.roomKey);
  }

  /** Streams this address holds open (for tests and diagnostics). */
  openBy(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }
}

export interface StreamSlot {
  readonly address: string;
  readonly roomKey: string;
}

function decrement(counts: Map<string, number>, key: string): void {
  const count = (counts.get(key) ?? 0) - 1;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
