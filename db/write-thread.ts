/**
 * Named writes, and the thread that makes them (issue 18). The embedded libSQL driver runs every
 * statement, and the fsync of every commit, synchronously on the thread that asks: a booking's
 * writes were about 60% of the server's CPU and all of it on the one thread that also answers
 * HTTP. A write named here (`writeJob`) can be made on a thread of its own: `write` posts its
 * name and plain-data arguments there, where it is group-committed (db/group-commit) over the
 * thread's own connection, and answers once its batch has committed. Without a writer thread (a
 * database in memory, or `WRITER_THREAD=off`) `write` makes the same job in this thread's group
 * commit, so both paths run the same code.
 *
 * A job must not wait on anything but the database, and takes and gives plain data (what
 * `structuredClone` copies); an error it throws reaches the caller as an Error with the same
 * message and SQLite codes (`code`, `extendedCode`, `rawCode`, causes too), so `constraintCode`
 * reads it the same on both paths. The thread loads the jobs by importing the entry module given
 * to `startWriterThread` (src/writer.ts), which imports the modules that define them.
 */
import { createGroupCommit, batchesOf, writeTogether, type GroupCommit } from './group-commit';
import { openDatabase, type Database, type Db, type Tx } from './client';

export interface WriteJob<A, R> {
  readonly name: string;
  run(tx: Tx, args: A): Promise<R>;
}

/** A job by name with its arguments: for a write one feature asks another to make inside its own transaction. */
export interface WriteCall {
  job: string;
  args: unknown;
}

const jobs = new Map<string, WriteJob<never, unknown>>();

/** Defines the write `name`; each module that defines one is imported by the writer thread's entry. */
export function writeJob<A, R>(name: string, run: (tx: Tx, args: A) => Promise<R>): WriteJob<A, R> {
  const job = { name, run };
  jobs.set(name, job as WriteJob<never, unknown>);
  return job;
}

/** Inside a write: the named job `call` gives, in the same transaction. */
export function runWrite(tx: Tx, call: WriteCall): Promise<unknown> {
  const job = jobs.get(call.job);
  if (!job) throw new Error(`No write named ${call.job} is loaded in this thread`);
  return job.run(tx, call.args as never);
}

/** What crosses between the threads of an error: its message, name and SQLite codes, and its cause's. */
interface PlainError {
  name: string;
  message: string;
  code?: string;
  extendedCode?: string;
  rawCode?: number;
  cause?: PlainError;
}

function plainError(error: unknown, depth = 0): PlainError {
  const e = (error ?? {}) as Partial<PlainError> & { cause?: unknown };
  const plain: PlainError = { name: typeof e.name === 'string' ? e.name : 'Error', message: typeof e.message === 'string' ? e.message : String(error) };
  if (typeof e.code === 'string') plain.code = e.code;
  if (typeof e.extendedCode === 'string') plain.extendedCode = e.extendedCode;
  if (typeof e.rawCode === 'number') plain.rawCode = e.rawCode;
  if (e.cause !== undefined && depth < 4) plain.cause = plainError(e.cause, depth + 1);
  return plain;
}

function errorOf(plain: PlainError): Error {
  const { cause, ...fields } = plain;
  return Object.assign(new Error(plain.message, cause ? { cause: errorOf(cause) } : undefined), fields);
}

type Request = { type: 'open'; url: string } | { type: 'write'; id: number; job: string; args: unknown };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PlainError } | { id: 0; ok: false; fatal: PlainError };

interface WriterThread {
  post(job: string, args: unknown): Promise<unknown>;
  close(): void;
}

const threads = new WeakMap<Db, WriterThread>();

/** Makes `job` with `args` in the next group commit, on the writer thread when the database has one; resolves once committed. */
export function write<A, R>(db: Db, job: WriteJob<A, R>, args: A): Promise<R> {
  const thread = threads.get(db);
  if (thread) return thread.post(job.name, args) as Promise<R>;
  return writeTogether(db, (tx) => job.run(tx, args));
}

/**
 * Starts the database's writer thread, which loads `entry` and opens `url` on a connection of
 * its own; from then on `write` posts there. Closing the database ends the thread once every
 * write posted has been answered.
 */
export function startWriterThread(database: Database, url: string, entry: URL): void {
  // Bun's Worker can be let go of, like a timer, so an idle writer thread keeps no process alive.
  const worker = new Worker(entry.href) as Worker & { ref(): void; unref(): void };
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let closing = false;
  let failed: Error | null = null;
  const endIfDone = () => {
    if (closing && pending.size === 0) worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    if ('fatal' in reply) {
      failed = errorOf(reply.fatal);
      for (const waiting of pending.values()) waiting.reject(failed);
      pending.clear();
      endIfDone();
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(errorOf(reply.error));
    if (pending.size === 0) worker.unref();
    endIfDone();
  };
  worker.onerror = (event) => {
    failed = new Error(`The writer thread failed: ${event.message}`);
    for (const waiting of pending.values()) waiting.reject(failed);
    pending.clear();
  };
  worker.unref();
  worker.postMessage({ type: 'open', url } satisfies Request);
  threads.set(database.db, {
    post(job, args) {
      if (failed) return Promise.reject(failed);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Kept alive while a write is under way, so a caller waiting for it is answered.
        worker.ref();
        worker.postMessage({ type: 'write', id, job, args } satisfies Request);
      });
    },
    close() {
      closing = true;
      endIfDone();
    },
  });
  const close = database.close;
  database.close = () => {
    threads.get(database.db)?.close();
    threads.delete(database.db);
    close();
  };
}

/** The writer thread's side, for its entry module to call once it has imported the jobs. */
export function serveWrites(): void {
  let queue: Promise<GroupCommit<Tx>> | null = null;
  const answer = (reply: Reply) => postMessage(reply);
  self.onmessage = (event: MessageEvent<Request>) => {
    const request = event.data;
    if (request.type === 'open') {
      queue = openDatabase(request.url).then((database) => createGroupCommit<Tx>(batchesOf(database.db)));
      queue.catch((error: unknown) => answer({ id: 0, ok: false, fatal: plainError(error) }));
      return;
    }
    const { id, job, args } = request;
    queue!
      .then((commit) => commit.run((tx) => runWrite(tx, { job, args })))
      .then(
        (value) => answer({ id, ok: true, value }),
        (error: unknown) => answer({ id, ok: false, error: plainError(error) }),
      );
  };
}
