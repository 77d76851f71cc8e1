import { sleep } from './poll';

/** One chat message sent: to which instance, and its answer (a status, `refused` when no instance took the connection, `lost` when the answer never came). */
export interface ChatAttempt {
  readonly sender: string;
  readonly text: string;
  readonly base: string | null;
  readonly status: number | 'refused' | 'lost';
  readonly body: unknown;
}

export interface ChatPlayer {
  readonly name: string;
  readonly token: string;
  /** The instances to send to, in order, as a load balancer would: one that refuses the connection is skipped. */
  readonly bases: () => readonly string[];
}

export interface ChatLoad {
  readonly attempts: readonly ChatAttempt[];
  answered(status: number): ChatAttempt[];
  stop(): Promise<void>;
}

/**
 * Every player sends numbered chat messages (`Ana #0`, `Ana #1`…), one at a time, one about every
 * `intervalMs`: under the chat limit of 5 per 5 s per player, so every refusal is the fault under test.
 */
export function startChatLoad(roomId: string, players: readonly ChatPlayer[], intervalMs = 1_100): ChatLoad {
  const attempts: ChatAttempt[] = [];
  let stopped = false;
  const loops = players.map(async (player, index) => {
    // Spread the players over the interval.
    await sleep((intervalMs / players.length) * index);
    for (let n = 0; !stopped; n += 1) {
      const started = Date.now();
      attempts.push(await send(roomId, player, `${player.name} #${n}`));
      await sleep(Math.max(0, intervalMs - (Date.now() - started)));
    }
  });
  return {
    attempts,
    answered: (status) => attempts.filter((attempt) => attempt.status === status),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function send(roomId: string, player: ChatPlayer, text: string): Promise<ChatAttempt> {
  for (const base of player.bases()) {
    try {
      const response = await fetch(`${base}/api/${roomId}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ username: player.name, message: text }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await response.text();
      return { sender: player.name, text, base, status: response.status, body: body === '' ? null : JSON.parse(body) };
    } catch (error) {
      // Nothing reached a server that refused the connection: the next one gets it.
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') continue;
      return { sender: player.name, text, base, status: 'lost', body: String(error) };
    }
  }
  return { sender: player.name, text, base: null, status: 'refused', body: null };
}
