import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 connection, kept open between requests, that says when the server closed it. */
export class KeepAliveSocket {
  private readonly socket: Socket;
  private received = '';
  private onData: (() => void) | null = null;
  /** Resolves with Date.now() when the server closes the connection. */
  readonly closed: Promise<number>;

  private constructor(socket: Socket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.once('close', () => resolve(Date.now())));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.received += chunk;
      this.onData?.();
    });
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<KeepAliveSocket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new KeepAliveSocket(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends a GET and resolves with the answer's head once its whole body has arrived. */
  get(path: string): Promise<string> {
    this.received = '';
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    return new Promise((resolve, reject) => {
      const check = () => {
        const end = this.received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = this.received.slice(0, end);
        const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
        if (this.received.length - end - 4 < length) return;
        this.onData = null;
        resolve(head);
      };
      this.onData = check;
      this.socket.once('close', () => reject(new Error(`the server closed the connection during GET ${path}`)));
      check();
    });
  }

  destroy(): void {
    this.socket.destroy();
  }
}
