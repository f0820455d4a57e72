import type { Db, Tx } from '../../../db/client';
import { sql, type Placeholder } from 'drizzle-orm';
import { jsonPlaceholder, jsonText, prepared } from '../../../db/prepared';
import { outbox } from '../../../db/schema';
import { writeTogether } from '../../../db/group-commit';
import type { MailMessage, MailProvider } from './mail';

const COLUMNS = ['channel', 'to', 'subject', 'body', 'html', 'message_key'] as const;
type Row = Omit<typeof outbox.$inferInsert, 'id' | 'created_at'>;

/** The placeholders of the i-th row: `channel0`, `to0`, ... */
const numbered = (i: number) => Object.fromEntries(COLUMNS.map((c) => [c, sql.placeholder(`${c}${i}`)])) as Record<(typeof COLUMNS)[number], Placeholder>;

/** Inserts the rows with one statement kept prepared per number of rows (a booking's e-mails are two, every time). */
async function insertKept(tx: Tx, rows: Row[]): Promise<void> {
  const statement = prepared(tx, `outbox.insert:${rows.length}`, (d) =>
    d
      .insert(outbox)
      .values(rows.map((_, i) => ({ ...numbered(i), attachments: jsonPlaceholder(`attachments${i}`) })))
      .onConflictDoNothing()
      .prepare(),
  );
  const values: Record<string, unknown> = {};
  rows.forEach((r, i) => {
    for (const c of COLUMNS) values[`${c}${i}`] = r[c] ?? null;
    values[`attachments${i}`] = jsonText(r.attachments);
  });
  await statement.run(values);
}

type StoredAttachment = NonNullable<Row['attachments']>[number];

/**
 * The invitation is kept among the row's attachments, marked by its `method`: the row lists every
 * calendar file the e-mail carries (as /dev/outbox shows it), and no column is added for it.
 */
function storedAttachments(message: MailMessage): StoredAttachment[] | null {
  const invite = message.icalEvent;
  const files: StoredAttachment[] = [...(message.attachments ?? [])];
  if (invite) files.push({ filename: invite.filename, contentType: `text/calendar; method=${invite.method}; charset=utf-8`, content: invite.content, method: invite.method });
  return files.length > 0 ? files : null;
}

/** A row's attachments back as the message's: its files, and its invitation apart. */
export function attachmentsOf(stored: StoredAttachment[] | null): Pick<MailMessage, 'attachments' | 'icalEvent'> {
  const files = (stored ?? []).filter((a) => !a.method).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
  const invite = stored?.find((a) => a.method);
  return {
    ...(files.length > 0 ? { attachments: files } : {}),
    ...(invite ? { icalEvent: { method: invite.method!, filename: invite.filename, content: invite.content } } : {}),
  };
}

const row = (message: MailMessage) => ({
  channel: 'email' as const,
  to: message.to,
  subject: message.subject,
  body: message.text,
  html: message.html ?? null,
  attachments: storedAttachments(message),
  message_key: message.key ?? null,
});

/** THE way an e-mail is sent: written to the outbox in the transaction of the change it tells of (one sent again under the same key is kept once). */
export async function writeMails(tx: Tx, messages: MailMessage[]): Promise<void> {
  if (messages.length > 0) await insertKept(tx, messages.map(row));
}

/** Every e-mail is a row of the outbox (listed at /dev/outbox outside production); `name` says how rows leave. */
export function outboxMail(db: Db, name = 'outbox'): MailProvider {
  return {
    name,
    async send(message) {
      await db.insert(outbox).values(row(message)).onConflictDoNothing();
    },
    async sendAll(messages) {
      // A booking's e-mails: written with the bookings committing at the same moment; one sent again after a crash (same key) is kept once.
      if (messages.length > 0) await writeTogether(db, (tx) => insertKept(tx, messages.map(row)));
    },
    keepInTransaction: writeMails,
  };
}
