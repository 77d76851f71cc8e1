import type { AddressedEvent, AddressedStreamEvent, NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { Client } from 'pg';
import type { JsonLogger } from '../../http/json-logger';
import type { Sql } from '../../database/database';
import { POSTGRES_CONNECTION_OPTIONS } from '../../database/database-options';
import { RoomEventBus, type PublishedMessage, type RoomBusMessage, type RoomBusReceiver } from './room-event-bus';
import type { SeatCache } from '../store/seat-cache';

const ROOM_EVENTS_CHANNEL = 'room_events';
/** NOTIFY payloads must stay under 8000 bytes; bigger events travel as a pointer into the log. */
const MAX_INLINE_PAYLOAD = 7_000;
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];
/** How long an addressed event too big for a NOTIFY stays readable in rtc_signals. */
const STORED_SIGNAL_LIFETIME_MS = 60_000;

/**
 * A logged event `{r, i, t, d}` or its pointer `{r, i}`; an addressed event `{r, a, t, d}`, `a`
 * naming the player, or its pointer `{r, a, s}` into `rtc_signals`; seats gone `{r, g}`, `g` the
 * players' ids or `"room"` for all of them.
 */
interface WireMessage {
  r: string;
  i?: number;
  a?: string;
  s?: number;
  g?: number[] | 'room';
  t?: NumberedStreamEvent['type'] | AddressedStreamEvent['type'];
  d?: unknown;
}

/**
 * Several instances on one PostgreSQL: each event is NOTIFYed inside the transaction that wrote
 * it, so PostgreSQL delivers it to every listening instance (this one included) when, and only
 * when, it commits, in commit order. No sticky sessions are needed.
 */
export class PostgresRoomBus extends RoomEventBus {
  private client: Client | null = null;
  private receiver: RoomBusReceiver | null = null;
  private stopped = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Messages waiting behind a stored addressed event being read, and the chain they wait on. */
  private reading = 0;
  private readQueue: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly logger: JsonLogger,
    private readonly seats: SeatCache,
  ) {
    super();
    // Nothing is cached before this instance listens (seat-cache.ts).
    seats.pause();
  }

  async announce(sql: Sql, message: PublishedMessage): Promise<void> {
    await sql('SELECT pg_notify($1, $2)', [ROOM_EVENTS_CHANNEL, await this.payloadOf(sql, message)]);
  }

  private async payloadOf(sql: Sql, message: PublishedMessage): Promise<string> {
    const { roomId } = message;
    if ('event' in message) {
      const { event } = message;
      const payload = JSON.stringify({ r: roomId, i: event.id, t: event.type, d: event.data } satisfies WireMessage);
      return Buffer.byteLength(payload) > MAX_INLINE_PAYLOAD
        ? JSON.stringify({ r: roomId, i: event.id } satisfies WireMessage)
        : payload;
    }
    if ('addressed' in message) return this.addressedPayload(sql, roomId, message.addressed);
    if ('seatsGone' in message) {
      const gone = message.seatsGone;
      const payload = JSON.stringify({ r: roomId, g: gone === null ? 'room' : [...gone] } satisfies WireMessage);
      // Thousands of ids would outgrow a NOTIFY; a room has at most a few dozen players.
      return Buffer.byteLength(payload) > MAX_INLINE_PAYLOAD ? JSON.stringify({ r: roomId, g: 'room' }) : payload;
    }
    return JSON.stringify({ r: roomId, i: message.storedEventId } satisfies WireMessage);
  }

  private async addressedPayload(sql: Sql, roomId: string, addressed: AddressedEvent): Promise<string> {
    const payload = JSON.stringify({
      r: roomId,
      a: addressed.to,
      t: addressed.event.type,
      d: addressed.event.data,
    } satisfies WireMessage);
    if (Buffer.byteLength(payload) <= MAX_INLINE_PAYLOAD) return payload;
    // A call offer can outgrow a NOTIFY. It is in no log, so it waits in rtc_signals for a
    // minute, long enough for every instance to read it; older ones go as new ones come.
    const now = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;
    await sql(`DELETE FROM rtc_signals WHERE created_at < ${now} - ${STORED_SIGNAL_LIFETIME_MS}`, []);
    const { rows } = await sql(
      `INSERT INTO rtc_signals (room_id, payload, created_at) VALUES ($1, $2, ${now}) RETURNING id`,
      [roomId, payload],
    );
    return JSON.stringify({ r: roomId, a: addressed.to, s: Number(rows[0]?.id) } satisfies WireMessage);
  }

  /**
   * The same notification as `announce`, as a SQL expression for a statement that numbers its
   * event itself (the PostgreSQL store's one-statement append): `roomId`, `eventId` and `data` are SQL
   * expressions (`data` of type json), `type` the event's name.
   */
  static notifyExpression(parts: {
    roomId: string;
    eventId: string;
    type: NumberedStreamEvent['type'];
    data: string;
  }): string {
    const whole = `json_build_object('r', ${parts.roomId}, 'i', ${parts.eventId}, 't', '${parts.type}', 'd', ${parts.data})::text`;
    const pointer = `json_build_object('r', ${parts.roomId}, 'i', ${parts.eventId})::text`;
    return `pg_notify('${ROOM_EVENTS_CHANNEL}', (SELECT CASE WHEN octet_length(payload) > ${MAX_INLINE_PAYLOAD} THEN ${pointer} ELSE payload END FROM (SELECT ${whole} AS payload) AS wire))`;
  }

  committed(): void {
    // PostgreSQL delivers the notification to every listener, this instance included.
  }

  async start(receiver: RoomBusReceiver): Promise<void> {
    this.receiver = receiver;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.seats.pause();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url, ...POSTGRES_CONNECTION_OPTIONS });
    client.on('notification', (notification) => {
      if (notification.channel !== ROOM_EVENTS_CHANNEL || !notification.payload) return;
      const wire = parseWire(notification.payload);
      if (wire?.g !== undefined) this.forgetSeats(wire.r, wire.g);
      else if (wire) this.receive(client, wire);
    });
    client.on('error', (error) => {
      this.logger.event('warn', 'room event listener lost its connection', { error: error.message });
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    await client.connect();
    await client.query(`LISTEN ${ROOM_EVENTS_CHANNEL}`);
    this.client = client;
    this.attempt = 0;
    // From here on every seat removal is heard.
    this.seats.resume();
  }

  private forgetSeats(roomId: string, gone: number[] | 'room'): void {
    if (gone === 'room') this.seats.forgetRoom(roomId);
    else if (Array.isArray(gone))
      for (const playerId of gone) if (typeof playerId === 'number') this.seats.forgetPlayer(playerId);
  }

  /**
   * Delivers in arrival order. A stored addressed event is read first, and whatever arrives
   * meanwhile waits behind it, so a call's candidates never overtake the offer they belong to.
   */
  private receive(client: Client, wire: WireMessage): void {
    if (typeof wire.s !== 'number' && this.reading === 0) {
      const message = toMessage(wire);
      if (message) this.receiver?.deliver(message);
      return;
    }
    this.reading += 1;
    this.readQueue = this.readQueue
      .then(async () => {
        let whole: WireMessage | null = wire;
        if (typeof wire.s === 'number') {
          const { rows } = await client.query('SELECT payload FROM rtc_signals WHERE id = $1', [wire.s]);
          whole = rows[0] ? parseWire(String(rows[0].payload)) : null;
        }
        const message = whole && toMessage(whole);
        if (message) this.receiver?.deliver(message);
      })
      .catch((error: Error) =>
        this.logger.event('warn', 'a stored addressed event could not be read', { error: error.message }),
      )
      .finally(() => {
        this.reading -= 1;
      });
  }

  private reconnectLater(failed: Client): void {
    if (this.stopped || this.client !== failed) return;
    this.client = null;
    // Removals committed while nobody listens would go unheard.
    this.seats.pause();
    failed.end().catch(() => undefined);
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)] as number;
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.connect()
        .then(() => this.receiver?.resync())
        .catch((error: Error) => {
          this.logger.event('warn', 'room event listener could not reconnect', { error: error.message });
          const placeholder = new Client({ connectionString: this.url });
          this.client = placeholder;
          this.reconnectLater(placeholder);
        });
    }, delay);
  }
}

function parseWire(payload: string): WireMessage | null {
  try {
    const wire = JSON.parse(payload) as WireMessage;
    return typeof wire === 'object' && wire !== null && typeof wire.r === 'string' ? wire : null;
  } catch {
    return null;
  }
}

function toMessage(wire: WireMessage): RoomBusMessage | null {
  if (typeof wire.a === 'string')
    return { roomId: wire.r, addressed: { to: wire.a, event: { type: wire.t, data: wire.d } as AddressedStreamEvent } };
  if (typeof wire.i !== 'number') return null;
  if (wire.t === undefined) return { roomId: wire.r, storedEventId: wire.i };
  return { roomId: wire.r, event: { id: wire.i, type: wire.t, data: wire.d } as NumberedStreamEvent };
}
