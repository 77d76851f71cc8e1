import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { RateLimitStore } from './rate-limit-store';

/** A stream's hold on its address's slots, on all rooms and on its room. */
export interface StreamSlot {
  readonly addressKey: string;
  readonly roomKey: string;
}

/**
 * Open event streams per client address, on one room and on all rooms together, so one address
 * cannot hold the sockets and memory of a room or of the server (docs/api.md#room-stream). A
 * stream holds its slot from the moment it is asked for until its connection closes, whatever
 * the answer was.
 */
@Injectable()
export class StreamLimits {
  private readonly limitPerRoom: number;
  private readonly limitPerAddress: number;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limitPerRoom = config.rooms.streamLimitPerRoom;
    this.limitPerAddress = config.rooms.streamLimitPerAddress;
  }

  /** Takes a slot for a stream, or answers null when the address is at a limit. Release it once, when the stream closes. */
  acquire(address: string, roomId: string): StreamSlot | null {
    const slot = { addressKey: `stream:${address}`, roomKey: `stream:${address} ${roomId}` };
    if (!this.store.hold(slot.addressKey, this.limitPerAddress)) return null;
    if (this.store.hold(slot.roomKey, this.limitPerRoom)) return slot;
    this.store.release(slot.addressKey);
    return null;
  }

  release(slot: StreamSlot): void {
    this.store.release(slot.addressKey);
    this.store.release(slot.roomKey);
  }

  /** Streams this address holds open (for tests and diagnostics). */
  openBy(address: string): number {
    return this.store.held(`stream:${address}`);
  }
}
