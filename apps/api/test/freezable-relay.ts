import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP relay in front of PostgreSQL that can stop answering without closing anything,
 * as a database behind a broken network does: while frozen it forwards nothing either way and
 * answers new connections with silence, but keeps reading, so it sees when the app closes one.
 * Thawed, it forwards what it held back.
 */
export class FreezableRelay {
  private server: Server | null = null;
  private frozen = false;
  private readonly links = new Set<Link>();
  /** Connections the app closed while the relay was frozen. */
  closedWhileFrozen = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    const server = createServer((app) => this.link(app));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const link of this.links) link.flush();
  }

  async stop(): Promise<void> {
    for (const link of this.links) link.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private link(app: Socket): void {
    const database = connect(this.target.port, this.target.host);
    const link = new Link(app, database, () => this.frozen);
    this.links.add(link);
    app.on('close', () => {
      if (this.frozen) this.closedWhileFrozen += 1;
      this.links.delete(link);
      database.destroy();
    });
    database.on('close', () => app.destroy());
  }
}

/** One app connection and its connection to the database, with what each sent while frozen. */
class Link {
  private readonly held: { to: Socket; data: Buffer }[] = [];

  constructor(
    private readonly app: Socket,
    private readonly database: Socket,
    private readonly frozen: () => boolean,
  ) {
    app.on('data', (data: Buffer) => this.forward(database, data));
    database.on('data', (data: Buffer) => this.forward(app, data));
    app.on('error', () => undefined);
    database.on('error', () => undefined);
  }

  flush(): void {
    for (const { to, data } of this.held.splice(0)) to.write(data);
  }

  destroy(): void {
    this.app.destroy();
    this.database.destroy();
  }

  private forward(to: Socket, data: Buffer): void {
    if (this.frozen() || this.held.length > 0) this.held.push({ to, data });
    else to.write(data);
  }
}
