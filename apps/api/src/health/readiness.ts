import { Injectable } from '@nestjs/common';

/**
 * Whether this instance should be sent new work: false from the moment it starts shutting down,
 * so `/readyz` turns a load balancer away before the process is gone.
 */
@Injectable()
export class Readiness {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  markShuttingDown(): void {
    this.stopping = true;
  }
}
