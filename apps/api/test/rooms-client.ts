import type { Room } from '@truth-or-dare/room-protocol';

/** Calls the rooms API of a test server and answers status and JSON body. */
export function roomsClient(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers };
  }
  return {
    call,
    async createRoom(roomName: string, roomType: 'public' | 'private' = 'public'): Promise<Room> {
      const answer = await call('POST', '/api/createRoom', { roomName, roomType });
      if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.room as Room;
    },
    async join(roomId: string, username: string): Promise<string> {
      const answer = await call('PATCH', `/api/${roomId}/join`, { username });
      if (answer.status !== 200) throw new Error(`join failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.playerToken as string;
    },
    chat: (roomId: string, username: string, message: string, token?: string) =>
      call('POST', `/api/${roomId}/chat`, { username, message }, token),
    turn: (roomId: string, username: string, type: string, token?: string) =>
      call('PATCH', `/api/${roomId}/turn`, { username, type }, token),
    ping: (roomId: string, username: string, token?: string) =>
      call('POST', `/api/${roomId}/ping`, { username, message: 'ping' }, token),
    leave: (roomId: string, username: string, token?: string) =>
      call('POST', `/api/${roomId}/leave`, { username }, token),
    getRoom: (roomId: string) => call('GET', `/api/rooms/${roomId}`),
  };
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}
