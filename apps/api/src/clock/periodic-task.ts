/**
 * A background pass run every `intervalMs`, and on demand: overlapping calls share the pass in
 * progress; a pass that fails is logged by `onError`, whose answer stands for its result, and the
 * next one runs as usual. The timer never keeps the process alive. `stop()` ends the timer and
 * waits for the pass in progress; after it, `run()` answers `idle` without a pass. Services start
 * their task in `onApplicationBootstrap` and stop it in `beforeApplicationShutdown`, before the
 * database closes (shutdown/graceful-shutdown.ts).
 */
export class PeriodicTask<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result> | null = null;
  private stopRequested = false;

  constructor(
    private readonly pass: () => Promise<Result>,
    private readonly options: {
      readonly intervalMs: number;
      readonly onError: (error: Error) => Result;
      readonly idle: Result;
    },
  ) {}

  /** True once `stop()` was called: a long pass checks it between items to end early. */
  get stopped(): boolean {
    return this.stopRequested;
  }

  start(): void {
    if (this.timer || this.stopRequested) return;
    this.timer = setInterval(() => void this.run(), this.options.intervalMs);
    this.timer.unref();
  }

  run(): Promise<Result> {
    if (this.stopRequested) return Promise.resolve(this.options.idle);
    this.running ??= this.pass()
      .catch((error: Error) => this.options.onError(error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
