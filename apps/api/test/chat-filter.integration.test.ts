import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse } from './sse-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };

describe.each(TEST_DATABASES)('the chat family filter on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, FAST);
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers, stores and streams the same masked text, and leaves ordinary words alone', async () => {
    const room = await api.createRoom(uniqueName('Filtered'));
    const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
    const ana = await api.join(room._id, 'Ana');
    const sent = [
      ['What the FUCK, you little sh1t 🙂', 'What the ****, you little **** 🙂'],
      ['classic Scunthorpe', 'classic Scunthorpe'],
    ] as const;

    for (const [message, masked] of sent) {
      const answer = await api.chat(room._id, 'Ana', message, ana);
      expect([answer.status, answer.body]).toEqual([
        201,
        { chat: { username: 'Ana', message: masked, createdAt: expect.any(String) } },
      ]);
    }

    const stored = (await api.getRoom(room._id)).body.chats as { message: string }[];
    expect(stored.map((chat) => chat.message)).toEqual(sent.map(([, masked]) => masked));

    const streamed = (await stream.waitForMarker(chatMessage('classic Scunthorpe'))).filter(
      (event) => event.event === 'message',
    );
    expect(streamed.map((event) => (event.data as { message: string }).message)).toEqual(
      sent.map(([, masked]) => masked),
    );
    stream.close();
  });
});
