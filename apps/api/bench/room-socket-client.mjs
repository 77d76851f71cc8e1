// A player's room socket for the benchmarks (docs/api.md#room-socket): events as a stream's, chat
// as commands answered by acks.
import { WebSocket } from 'ws';

/**
 * Opens `token`'s room socket from `lastEventId` and resolves once it is ready. `onMessage` gets
 * each chat message's text; `chat(username, message)` resolves with `{status}` from the ack.
 */
export function openSocket(baseUrl, roomId, lastEventId, token, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/${roomId}/socket`, ['tod.v1'], {
      perMessageDeflate: false,
    });
    const acks = new Map();
    let commands = 0;
    const stream = {
      lastId: lastEventId,
      reordered: 0,
      close: () => socket.close(),
      chat(username, message) {
        const id = String((commands += 1));
        socket.send(JSON.stringify({ op: 'cmd', id, call: 'chat', body: { username, message } }));
        return new Promise((settle) => acks.set(id, settle));
      },
    };
    socket.on('open', () => socket.send(JSON.stringify({ op: 'hello', token, lastEventId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.op === 'ready') return resolve(stream);
      if (frame.op === 'ack') {
        acks.get(frame.id)?.({ status: frame.status });
        acks.delete(frame.id);
        return;
      }
      if (frame.op !== 'event' || frame.id === undefined) return;
      if (frame.id <= stream.lastId) stream.reordered += 1;
      stream.lastId = frame.id;
      if (frame.event === 'message') onMessage(frame.data.message);
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      for (const settle of acks.values()) settle({ status: `close:${code}` });
      acks.clear();
    });
  });
}
