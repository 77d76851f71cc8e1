import { Counter, Gauge, type Registry } from 'prom-client';
import type { RoomStreamHub } from '../rooms/streams/room-stream-hub';

/**
 * This instance's event streams, read from the hub at scrape time. The hub counts deliveries in a
 * plain number (one addition per write); the counter catches up with it here, so a delivery never
 * goes through prom-client.
 */
export function registerStreamMetrics(registry: Registry, hub: RoomStreamHub): void {
  new Gauge({
    name: 'tod_open_streams',
    help: 'Room event streams open on this instance.',
    registers: [registry],
    collect() {
      this.set(hub.openStreams);
    },
  });
  let reported = 0;
  new Counter({
    name: 'tod_stream_events_delivered_total',
    help: 'Events written to room event streams by this instance, one per event and stream (replayed, addressed and roomClosed events included; heartbeats not).',
    registers: [registry],
    collect() {
      const delivered = hub.deliveredEvents;
      this.inc(delivered - reported);
      reported = delivered;
    },
  });
}
