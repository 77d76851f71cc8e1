import { Injectable } from '@nestjs/common';

/** Published when someone creates a public room; the newsletter tells subscribers about it. */
export interface PublicRoomCreated {
  readonly roomId: string;
  readonly roomName: string;
  readonly createdAt: Date;
}

type Listener = (event: PublicRoomCreated) => void | Promise<void>;

/**
 * The rooms module's domain event. Rooms only publish; whoever cares subscribes, so rooms never
 * depend on their listeners, and a failing listener never fails room creation.
 */
@Injectable()
export class PublicRoomCreatedEvents {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: PublicRoomCreated): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(event))
        .catch(() => undefined);
    }
  }
}
