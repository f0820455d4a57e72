import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { form_submissions } from '../../db/schema';
import type { Principal } from './principal';
import { appNow, machineMs } from './clock';
import { conflict, unprocessable } from './errors';

/** The hidden field a creating form carries (and the header an API client may send instead). */
export const FORM_KEY_FIELD = 'idempotencyKey';
const FORM_KEY = /^[A-Za-z0-9_:.-]{8,100}$/;
const KEY_MESSAGE = 'idempotencyKey must be 8–100 letters, digits, _ : . or -';

/** A key still unanswered after this long (wall time, not the app's clock) belongs to a submit that died: the next one may take it. */
const ABANDONED_MS = 60_000;
/** How long a resubmit waits for the first submit, still being saved, to finish. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

/** A new key for a form that creates: the same submission twice does it once. */
export const newFormKey = () => crypto.randomUUID();

/**
 * The key of one submit of one form by one person, or null when the form carried none (an API
 * client that sends no key gets no protection, as before). A key that is not one is refused.
 */
export function formKeyOf(principal: Principal, form: string, posted: unknown): string | null {
  if (posted === undefined || posted === null || posted === '') return null;
  if (typeof posted !== 'string' || !FORM_KEY.test(posted)) throw unprocessable(KEY_MESSAGE, FORM_KEY_FIELD);
  return `${principal.role}:${principal.id}:${form}:${posted}`;
}

/** Keys are kept this long: a form resent later than that is a new submit (and the table stays small). */
const KEEP_MS = 24 * 3600 * 1000;

/** Takes the key for this submit; false when another submit has it. */
async function claim(db: Db, key: string, now: Date): Promise<boolean> {
  await db.delete(form_submissions).where(lt(form_submissions.created_at, new Date(now.getTime() - KEEP_MS).toISOString()));
  await db.delete(form_submissions).where(and(eq(form_submissions.key, key), isNull(form_submissions.answer), lt(form_submissions.created_at, new Date(now.getTime() - ABANDONED_MS).toISOString())));
  const taken = await db.insert(form_submissions).values({ key, created_at: now.toISOString() }).onConflictDoNothing().returning({ key: form_submissions.key });
  return taken.length > 0;
}

/**
 * Runs `work` once per key: the first submit does it and keeps its result; a resubmit of the same
 * key (a double click, a retry) waits for the first and answers its result, creating nothing. A
 * first submit that fails frees the key, so the corrected form can be sent again.
 */
export async function once<T>(db: Db, key: string | null, work: () => Promise<T>): Promise<T> {
  if (!key) return work();
  const deadline = machineMs() + WAIT_MS;
  while (machineMs() < deadline) {
    if (await claim(db, key, appNow())) {
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await db.delete(form_submissions).where(eq(form_submissions.key, key));
        throw error;
      }
      await db.update(form_submissions).set({ answer: JSON.stringify(result ?? null) }).where(eq(form_submissions.key, key));
      return result;
    }
    const [row] = await db.select({ answer: form_submissions.answer }).from(form_submissions).where(eq(form_submissions.key, key));
    if (row?.answer != null) return JSON.parse(row.answer) as T;
    // Still being saved by the first submit (or just freed by its failure): look again shortly.
    if (row) await Bun.sleep(POLL_MS);
  }
  throw conflict('This form is still being saved. Please wait a moment and reload the page.');
}
