/** The parts of the Service Worker API the update prompt uses, so tests can hand it fakes. */
export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}

export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
}

export interface ContainerLike extends EventTarget {
  readonly controller: unknown;
}
