import type { OutboxMessage } from '../../../db/schema/index';

export interface OutboxAttachmentJson {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

export interface OutboxMessageJson {
  channel: OutboxMessage['channel'];
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  created_at: string;
  attachments: OutboxAttachmentJson[];
}

/** Text a client reads as is (a calendar file, JSON); anything else travels as base64. */
const TEXTUAL = /^(text\/|application\/(json|xml|ics|javascript)\b|[^;]*\+(json|xml)\b)/i;

function attachmentJson(a: OutboxAttachmentJson): OutboxAttachmentJson {
  const { filename, contentType, content } = a;
  if (a.encoding === 'base64') return { filename, contentType, content, encoding: 'base64' };
  if (TEXTUAL.test(contentType)) return { filename, contentType, content };
  return { filename, contentType, content: Buffer.from(content).toString('base64'), encoding: 'base64' };
}

/** One message as the contract's "Development outbox" lists it: attachments `[]` and html `null` when it has none. */
export function outboxJson(m: OutboxMessage): OutboxMessageJson {
  return {
    channel: m.channel,
    to: m.to,
    subject: m.subject,
    body: m.body,
    html: m.html ?? null,
    created_at: m.created_at,
    attachments: (m.attachments ?? []).map(attachmentJson),
  };
}
