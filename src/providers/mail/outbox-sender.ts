/**
 * The one sender: delivers the outbox's e-mails through the transport (MAIL=smtp), each row
 * claimed by one UPDATE, so two processes on one database never deliver the same row at once.
 * A process that dies holding a claim leaves it to be taken over after CLAIM_MS; the e-mail's key
 * travels as its Message-ID, so a mailbox can tell the one repeat a crash after delivery may cause.
 */
import { hostname } from 'node:os';
import { and, asc, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outbox, type OutboxMessage } from '../../../db/schema';
import type { MailMessage, MailTransport } from './mail';
import { attachmentsOf } from './outbox';

/** Rows delivered per round at most; the rest wait for the next round. */
const BATCH = 50;
/** How long a claim holds before another sender may take the row over. */
const CLAIM_MS = 5 * 60_000;

const messageOf = (row: OutboxMessage): MailMessage => ({
  to: row.to,
  subject: row.subject ?? '',
  text: row.body,
  ...(row.html ? { html: row.html } : {}),
  ...attachmentsOf(row.attachments),
  ...(row.message_key ? { key: row.message_key } : {}),
});

/** Claims up to BATCH e-mails not yet sent (nor held by a live claim), marked with this round's claim. */
async function claim(db: Db, now: Date, mark: string): Promise<OutboxMessage[]> {
  const free = or(isNull(outbox.claimed_at), lt(outbox.claimed_at, new Date(now.getTime() - CLAIM_MS).toISOString()));
  const waiting = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sent_at), eq(outbox.channel, 'email'), free))
    .orderBy(asc(outbox.id))
    .limit(BATCH);
  if (waiting.length === 0) return [];
  const ids = waiting.map((row) => row.id);
  return db.update(outbox).set({ claimed_at: mark }).where(and(inArray(outbox.id, ids), isNull(outbox.sent_at), free)).returning();
}

/** One round: delivers what it claims, marking each sent; a failure is logged and retried once its claim runs out. */
export async function deliverOutbox(db: Db, transport: MailTransport, now: Date, onError: (id: number, error: unknown) => void): Promise<number> {
  // The claim carries this process's name after the instant, so rounds of two processes never share a mark.
  const rows = await claim(db, now, `${now.toISOString()} ${hostname()}:${process.pid}`);
  let sent = 0;
  for (const row of rows) {
    try {
      await transport.send(messageOf(row));
      await db.update(outbox).set({ sent_at: now.toISOString() }).where(eq(outbox.id, row.id));
      sent++;
    } catch (error) {
      onError(row.id, error);
    }
  }
  return sent;
}

/** Delivers every `everyMs` until stopped (main.ts starts it when mail leaves through a transport). */
export function startOutboxSender(db: Db, transport: MailTransport, everyMs: number, clock: () => Date, onError: (id: number, error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => deliverOutbox(db, transport, clock(), onError)).catch((error) => onError(0, error));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** How many e-mails wait for the sender (the /metrics backlog; only meaningful when a sender runs). */
export async function countUnsentEmails(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(and(isNull(outbox.sent_at), eq(outbox.channel, 'email')));
  return row?.n ?? 0;
}
