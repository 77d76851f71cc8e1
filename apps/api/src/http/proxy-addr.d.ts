// The part of proxy-addr (the package Express itself uses for req.ip) that the API calls.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  /** Whether the peer at `address`, `hop` steps from this server, may name the client in X-Forwarded-For. */
  type Trust = (address: string, hop: number) => boolean;

  /** The client's address: the nearest address in X-Forwarded-For that `trust` refuses, or the socket's peer. */
  function proxyaddr(request: IncomingMessage, trust: Trust): string;
  namespace proxyaddr {
    /** Compiles addresses, CIDRs and the names loopback, linklocal and uniquelocal; throws on a bad one. */
    function compile(value: string | readonly string[]): Trust;
  }
  export = proxyaddr;
}
