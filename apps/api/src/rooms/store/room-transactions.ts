import { Injectable } from '@nestjs/common';
import { Database, type Sql } from '../../database/database';
import { RoomEventBus, type PublishedMessage } from '../streams/room-event-bus';

/** A room transaction: its statements, and the messages it will publish once it commits. */
export interface RoomTransaction {
  readonly sql: Sql;
  /**
   * Announces a message inside the transaction (PostgreSQL's NOTIFY) and delivers it after
   * commit, never if it rolls back: logged events, events addressed to one player (never
   * logged), and seats gone.
   */
  publish(message: PublishedMessage): Promise<void>;
}

/**
 * Every room change runs here: the transaction collects the messages it publishes and hands them
 * to the bus once it has committed, and never if it rolls back (docs/decisions/0004-room-events-and-streams.md).
 */
@Injectable()
export class RoomTransactions {
  constructor(
    private readonly db: Database,
    private readonly bus: RoomEventBus,
  ) {}

  run<T>(work: (transaction: RoomTransaction) => Promise<T>): Promise<T> {
    const published: PublishedMessage[] = [];
    return this.db.transaction(
      (sql) => work(this.publishing(sql, published)),
      () => this.bus.committed(published),
    );
  }

  /**
   * Work of one statement, which the database commits on its own: no BEGIN and COMMIT around it,
   * two round trips fewer on PostgreSQL (docs/decisions/0018-postgres-chat-group-commit.md).
   */
  async runStatement<T>(work: (transaction: RoomTransaction) => Promise<T>): Promise<T> {
    const published: PublishedMessage[] = [];
    const result = await work(this.publishing((text, params) => this.db.query(text, params), published));
    this.bus.committed(published);
    return result;
  }

  private publishing(sql: Sql, published: PublishedMessage[]): RoomTransaction {
    return {
      sql,
      publish: async (message) => {
        await this.bus.announce(sql, message);
        published.push(message);
      },
    };
  }
}
