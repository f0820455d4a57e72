/**
 * How many writes this process has committed through a client: a kept read that skips reading
 * the trigger-kept versions for a moment (a practice's page, `src/lib/site-pages.ts`) reads them
 * again as soon as this number moves, so a process always sees its own writes at once. Counted
 * here, under every writer, so no feature has to remember to say that it wrote.
 */
import type { Client, InStatement, Transaction } from '@libsql/client';

const counts = new WeakMap<object, { n: number }>();

/** Statements that only read: anything else counts as a write once it has run. */
const READ = /^\s*(select|pragma)\b/i;

const textOf = (statement: InStatement | string) => (typeof statement === 'string' ? statement : statement.sql);

/** Counts every write the client commits from now on (`openDatabase` calls it once). */
export function countLocalWrites(client: Client): void {
  const count = { n: 0 };
  counts.set(client, count);
  const { execute, batch, migrate, executeMultiple, transaction } = client;
  const counted = <A extends unknown[], R>(run: (...args: A) => Promise<R>, isWrite: (...args: A) => boolean) =>
    (async (...args: A) => {
      const result = await run.apply(client, args);
      if (isWrite(...args)) count.n++;
      return result;
    }) as (...args: A) => Promise<R>;
  client.execute = counted(execute as (statement: InStatement | string, args?: unknown) => Promise<unknown>, (statement) => !READ.test(textOf(statement))) as Client['execute'];
  client.batch = counted(batch, () => true) as Client['batch'];
  client.migrate = counted(migrate, () => true) as Client['migrate'];
  client.executeMultiple = counted(executeMultiple, () => true) as Client['executeMultiple'];
  client.transaction = (async (mode?: string) => {
    const tx: Transaction = await (transaction as (mode?: string) => Promise<Transaction>).call(client, mode);
    const commit = tx.commit.bind(tx);
    tx.commit = async () => {
      await commit();
      if (mode !== 'read') count.n++;
    };
    return tx;
  }) as Client['transaction'];
}

/** The writes this process has committed through `client` so far (0 for a client not counted). */
export function localWrites(client: Client): number {
  return counts.get(client)?.n ?? 0;
}
