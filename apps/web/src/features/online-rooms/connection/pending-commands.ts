import {
  readApiErrorCode,
  readApiErrorMessage,
  RoomRequestError,
  type RoomSeat,
  type RoomSocketCall,
} from '@truth-or-dare/room-protocol';

/** A call made over the connection that has no answer yet. */
export interface PendingCommand {
  readonly id: string;
  readonly seat: RoomSeat;
  readonly call: RoomSocketCall;
  readonly body: unknown;
  /** The command frame as sent, and as sent again on a new socket. */
  readonly frame: string;
  resolve(body: unknown): void;
  reject(error: unknown): void;
}

/** A 2xx ack resolves with its body; any other status rejects as the same call over HTTP would. */
export function settleFromAck(command: PendingCommand, status: number, body: unknown): void {
  if (status >= 200 && status < 300) command.resolve(body);
  else command.reject(new RoomRequestError(status, readApiErrorMessage(body), readApiErrorCode(body)));
}

/** The connection's unanswered calls, in the order they were made (a resend keeps that order). */
export class PendingCommands {
  private readonly byId = new Map<string, PendingCommand>();

  get size(): number {
    return this.byId.size;
  }

  add(command: PendingCommand): void {
    this.byId.set(command.id, command);
  }

  /** Takes the command an ack answers; undefined for an id already answered (a resend's second answer). */
  take(id: string): PendingCommand | undefined {
    const command = this.byId.get(id);
    this.byId.delete(id);
    return command;
  }

  list(): PendingCommand[] {
    return [...this.byId.values()];
  }

  /** Empties the list, handing back what was in it. */
  drain(): PendingCommand[] {
    const all = this.list();
    this.byId.clear();
    return all;
  }
}
