import { createServer, type Server, type Socket } from 'node:net';

/** A message an SMTP client handed over. */
export interface ReceivedMessage {
  readonly from: string;
  readonly to: string[];
  readonly data: string;
}

/**
 * Just enough of an SMTP server on 127.0.0.1 to receive mail in tests: EHLO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT; no TLS, no authentication. `refuseNext` makes the next messages fail with 451.
 */
export async function startFakeSmtpServer(): Promise<{
  url: string;
  received: ReceivedMessage[];
  refuseNext(count: number): void;
  close(): Promise<void>;
}> {
  const received: ReceivedMessage[] = [];
  const sockets = new Set<Socket>();
  let refusals = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (refusals > 0) {
            refusals -= 1;
            reply('451 try again later');
          } else {
            received.push({ ...envelope, data });
            reply('250 queued');
          }
          envelope = { from: '', to: [] };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake-smtp');
        else if (command === 'MAIL') {
          envelope = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [] };
          reply('250 ok');
        } else if (command === 'RCPT') {
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
