/**
 * A small, bounded pool of worker threads for costly jobs that shoppers hand in (decoding photos).
 *
 * - At most `size` jobs run at once, one per worker; the rest wait in a queue per owner (shopper).
 *   A free worker takes the next job of the owner with the fewest jobs running, and among those the
 *   one served longest ago: a shopper who queued ten photos cannot keep another waiting behind all ten.
 * - Each job has `timeoutMs` from the moment it starts running, never from when it was queued. A job
 *   over its time fails alone: its worker is stopped and, once it has really exited (a native call in
 *   progress finishes first), replaced; the jobs waiting keep their place and their own time.
 * - A worker that dies fails only the job it was running. Workers start when jobs arrive, let the
 *   process exit while idle and end after IDLE_MS without work.
 *
 * The worker script posts `{ ready: true }` once loaded, then answers each `{ id, input }` with
 * `{ id, ok: true, value, retire? }` (retire: stop this worker after the job, e.g. to hand memory that
 * WebAssembly keeps back to the system) or `{ id, ok: false, error }`.
 */
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface WorkerPoolOptions {
  script: URL;
  workerData?: unknown;
  /** Workers (so jobs running at once). */
  size: number;
  /** Each job's time, counted from when it starts running. */
  timeoutMs: number;
  /** The V8 heap of each worker (memory outside it, native or WebAssembly, is not counted here). */
  resourceLimits?: ResourceLimits;
}

export class WorkerTimeoutError extends Error {
  override name = 'WorkerTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`the job took longer than ${timeoutMs} ms`);
  }
}

export class WorkerCrashedError extends Error {
  override name = 'WorkerCrashedError';
}

type Answer<O> = { ready: true } | { id: number; ok: true; value: O; retire?: boolean } | { id: number; ok: false; error: string };

interface Job<I, O> {
  id: number;
  owner: string;
  input: I;
  transfer: readonly Transferable[];
  resolve: (value: O) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot<I, O> {
  worker: Worker;
  ready: boolean;
  /** Stopped (over time, retired or idle): no new job, and it still counts until it has exited. */
  stopping: boolean;
  job?: Job<I, O>;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

/** An idle worker ends after this long. */
const IDLE_MS = 60_000;

export class WorkerPool<I, O> {
  readonly #options: WorkerPoolOptions;
  /** Waiting jobs per owner; an owner with none is not in the map. */
  readonly #queues = new Map<string, Job<I, O>[]>();
  readonly #running = new Map<string, number>();
  /** When each owner last had a job started (a counter, not a clock). */
  readonly #lastServed = new Map<string, number>();
  readonly #slots = new Set<Slot<I, O>>();
  #served = 0;
  #nextId = 0;
  #closed = false;

  constructor(options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('a worker pool needs at least one worker');
    this.#options = options;
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    let count = 0;
    for (const queue of this.#queues.values()) count += queue.length;
    return count;
  }

  run(owner: string, input: I, signal?: AbortSignal, transfer: readonly Transferable[] = []): Promise<O> {
    if (this.#closed) return Promise.reject(new Error('the worker pool is closed'));
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<O>((resolve, reject) => {
      const job: Job<I, O> = { id: ++this.#nextId, owner, input, transfer, resolve, reject, signal };
      if (signal) {
        job.onAbort = () => {
          if (this.#dequeue(job)) reject(abortError());
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      const queue = this.#queues.get(owner);
      if (queue) queue.push(job);
      else this.#queues.set(owner, [job]);
      this.#schedule();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const queue of this.#queues.values()) for (const job of queue) this.#detach(job).reject(new Error('the worker pool is closed'));
    this.#queues.clear();
    await Promise.all([...this.#slots].map(async (slot) => {
      if (slot.job) this.#finish(slot).reject(new Error('the worker pool is closed'));
      await slot.worker.terminate();
    }));
  }

  /** Hands waiting jobs to ready idle workers, and starts workers while there is work and room. */
  #schedule(): void {
    for (const slot of this.#slots) {
      if (!slot.ready || slot.stopping || slot.job) continue;
      const job = this.#next();
      if (!job) break;
      this.#start(slot, job);
    }
    let starting = [...this.#slots].filter((s) => !s.ready).length;
    while (this.#slots.size < this.#options.size && this.queued > starting) {
      this.#spawn();
      starting++;
    }
  }

  /** The first waiting job of the owner with the fewest jobs running, then the one served longest ago. */
  #next(): Job<I, O> | undefined {
    let best: string | undefined;
    let bestKey: [number, number] = [Infinity, Infinity];
    for (const owner of this.#queues.keys()) {
      const key: [number, number] = [this.#running.get(owner) ?? 0, this.#lastServed.get(owner) ?? -1];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = owner;
        bestKey = key;
      }
    }
    if (best === undefined) return undefined;
    const queue = this.#queues.get(best)!;
    const job = queue.shift()!;
    if (queue.length === 0) this.#queues.delete(best);
    return job;
  }

  #dequeue(job: Job<I, O>): boolean {
    const queue = this.#queues.get(job.owner);
    const index = queue?.indexOf(job) ?? -1;
    if (!queue || index < 0) return false;
    queue.splice(index, 1);
    if (queue.length === 0) this.#queues.delete(job.owner);
    return true;
  }

  #start(slot: Slot<I, O>, job: Job<I, O>): void {
    this.#detach(job);
    clearTimeout(slot.idleTimer);
    slot.job = job;
    this.#running.set(job.owner, (this.#running.get(job.owner) ?? 0) + 1);
    this.#lastServed.set(job.owner, ++this.#served);
    slot.worker.ref();
    // The clock starts here, when the job starts running.
    slot.timer = setTimeout(() => {
      this.#finish(slot).reject(new WorkerTimeoutError(this.#options.timeoutMs));
      this.#stop(slot);
    }, this.#options.timeoutMs);
    slot.worker.postMessage({ id: job.id, input: job.input }, [...job.transfer]);
  }

  /** Takes the running job off its worker (to settle it once) and leaves the worker idle. */
  #finish(slot: Slot<I, O>): Job<I, O> {
    const job = slot.job!;
    clearTimeout(slot.timer);
    slot.job = undefined;
    const running = (this.#running.get(job.owner) ?? 1) - 1;
    if (running > 0) this.#running.set(job.owner, running);
    else this.#running.delete(job.owner);
    // An owner with nothing running or waiting is forgotten: the maps hold only current shoppers.
    if (running <= 0 && !this.#queues.has(job.owner)) this.#lastServed.delete(job.owner);
    return job;
  }

  /** Stops watching the job's request: once a job runs or is settled here, an abort no longer drops it. */
  #detach(job: Job<I, O>): Job<I, O> {
    if (job.onAbort) job.signal!.removeEventListener('abort', job.onAbort);
    return job;
  }

  #idle(slot: Slot<I, O>): void {
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => this.#stop(slot), IDLE_MS);
    slot.idleTimer.unref();
  }

  #stop(slot: Slot<I, O>): void {
    if (slot.stopping) return;
    slot.stopping = true;
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
  }

  #spawn(): void {
    const worker = new Worker(this.#options.script, { workerData: this.#options.workerData, resourceLimits: this.#options.resourceLimits });
    const slot: Slot<I, O> = { worker, ready: false, stopping: false };
    this.#slots.add(slot);
    let failure: Error | undefined;
    worker.on('message', (answer: Answer<O>) => {
      if ('ready' in answer) {
        slot.ready = true;
        this.#idle(slot);
        this.#schedule();
        return;
      }
      if (!slot.job || slot.job.id !== answer.id) return; // the job already timed out
      const job = this.#finish(slot);
      if (answer.ok) job.resolve(answer.value);
      else job.reject(new Error(answer.error));
      if (answer.ok && answer.retire) this.#stop(slot);
      else this.#idle(slot);
      this.#schedule();
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      this.#slots.delete(slot);
      clearTimeout(slot.idleTimer);
      if (slot.job) this.#finish(slot).reject(new WorkerCrashedError(`the worker stopped (exit ${code})${failure ? `: ${failure.message}` : ''}`));
      if (!slot.ready && !slot.stopping) {
        // It never started (a missing or broken script): every waiting job would meet the same end.
        const error = new Error(`the worker could not start${failure ? `: ${failure.message}` : ` (exit ${code})`}`);
        for (const queue of this.#queues.values()) for (const job of queue) this.#detach(job).reject(error);
        this.#queues.clear();
        return;
      }
      if (!this.#closed) this.#schedule();
    });
  }
}

const abortError = () => new DOMException('The request was given up before this job started.', 'AbortError');
