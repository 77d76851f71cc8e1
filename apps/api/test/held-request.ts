import { connect, type Socket } from 'node:net';

export interface HeldAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A request the server has started to read but not finished: in progress, from the server's point of view. */
export interface HeldRequest {
  /** Sends the rest and reads the answer. */
  finish(): Promise<HeldAnswer>;
  /** Resolves once the server closes the connection. */
  readonly closed: Promise<void>;
}

/**
 * Opens a connection of its own and sends all of a request but its last byte (the blank line
 * ending a GET's head, or the body's last character), so the request stays in progress for as
 * long as a test needs: how a shutdown waits for requests in progress is observable this way.
 */
export function holdRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<HeldRequest> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? '' : body;
  const head = [
    `${method} ${path} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body === undefined ? [] : [`content-length: ${Buffer.byteLength(payload)}`]),
  ].join('\r\n');
  const whole = `${head}\r\n\r\n${payload}`;
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname, () => {
      socket.write(whole.slice(0, -1));
      resolve({ finish: () => finish(socket, whole.slice(-1), received), closed });
    });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((settle) => socket.once('close', () => settle()));
    socket.once('error', reject);
  });
}

function finish(socket: Socket, last: string, received: Buffer[]): Promise<HeldAnswer> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? NaN);
      const rest = Buffer.concat(received).subarray(Buffer.byteLength(text.slice(0, split + 4)));
      if (Number.isFinite(length) ? rest.length < length : !socket.readableEnded) return false;
      const bodyText = rest.toString('utf8');
      resolve({
        status: Number(statusLine?.split(' ')[1]),
        headers,
        body: bodyText === '' ? null : JSON.parse(bodyText),
      });
      socket.destroy();
      return true;
    };
    socket.on('data', () => check());
    socket.once('end', () => {
      if (!check())
        reject(
          new Error(`the connection closed before a whole answer came: ${Buffer.concat(received).toString('utf8')}`),
        );
    });
    socket.once('error', reject);
    socket.write(last);
  });
}
