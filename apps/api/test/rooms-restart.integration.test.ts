import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process';
import { roomsClient } from './rooms-client';
import { chatMessage, openSse } from './sse-client';

describe('a SIGKILL in the middle of a room, on the SQLite default', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-restart-'));
  const env = { SQLITE_PATH: join(scratch, 'rooms.sqlite') };
  let running: ApiProcess | null = null;
  afterAll(async () => {
    await running?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps the room, its players and chat, and a client reconnecting with its last event id loses nothing', async () => {
    running = await startApiProcess(env);
    let api = roomsClient(running.baseUrl);
    const room = await api.createRoom('Survivors');
    const ana = await api.join(room._id, 'Ana');
    const ben = await api.join(room._id, 'Ben');
    await api.turn(room._id, 'Ana', 'dare', ana);
    const stream = await openSse(`${running.baseUrl}/api/${room._id}/stream?lastEventId=0`);
    const seen = await stream.waitFor(3);
    const lastSeen = seen[2]?.id ?? 0;
    stream.close();
    // Answered, so committed: then the process dies at once, with no chance to shut down.
    expect((await api.chat(room._id, 'Ben', 'said just before the crash', ben)).status).toBe(201);
    expect((await api.chat(room._id, 'Ana', 'me too', ana)).status).toBe(201);
    const promptBefore = (await api.getRoom(room._id)).body.currentPrompt as string;
    await running.kill();

    running = await startApiProcess(env);
    api = roomsClient(running.baseUrl);
    const after = await api.getRoom(room._id);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      roomName: 'Survivors',
      username: ['Ana', 'Ben'],
      currentTurn: 1,
      currentType: 'dare',
      currentPrompt: promptBefore,
    });
    expect(after.body.chats.map((chat: { message: string }) => chat.message)).toEqual([
      'said just before the crash',
      'me too',
    ]);
    // The players' tokens still work, and the client catches up from its last event id.
    const resumed = await openSse(`${running.baseUrl}/api/${room._id}/stream`, { 'last-event-id': String(lastSeen) });
    expect((await api.chat(room._id, 'Ben', 'after the restart', ben)).status).toBe(201);
    await resumed.waitFor(3);
    // A repeat or a stray event would come before this marker.
    expect((await api.chat(room._id, 'Ana', 'marker', ana)).status).toBe(201);
    const events = (await resumed.waitForMarker(chatMessage('marker'))).slice(0, -1);
    expect(events.map((event) => [event.id, (event.data as { message: string }).message])).toEqual([
      [lastSeen + 1, 'said just before the crash'],
      [lastSeen + 2, 'me too'],
      [lastSeen + 3, 'after the restart'],
    ]);
    expect(events).toHaveLength(3);
    resumed.close();
  });
});
