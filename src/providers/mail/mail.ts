import type { Tx } from '../../../db/client';

interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * A calendar invitation: sent as the message's `text/calendar; method=…` alternative (and a copy as
 * a file), so mail clients offer Accept/Decline. PUBLISH only adds the event (the organizer's own copy).
 */
export interface MailInvitation {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  filename: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  icalEvent?: MailInvitation;
  /**
   * What the message is (`booking-confirmed:12:customer`), for messages that may be sent again
   * after a crash: the outbox keeps one per key; SMTP sends it as the Message-ID so a mailbox
   * can tell a repeat.
   */
  key?: string;
}

/**
 * Where every e-mail goes: the outbox table (`outbox.ts`), the one mail path. An e-mail is kept or
 * lost with the change it tells of; `outbox-sender.ts` delivers the rows through the transport.
 */
export interface MailProvider {
  /** How mail leaves: `outbox` (kept for /dev/outbox) or the transport's name (`smtp`). */
  readonly name: string;
  /** One e-mail, written on its own (prefer `keepInTransaction` inside the change's transaction). */
  send(message: MailMessage): Promise<void>;
  /** Several messages at once (a booking's confirmations): one write. */
  sendAll(messages: MailMessage[]): Promise<void>;
  /**
   * Writes the e-mails in the caller's write transaction, so they are kept or lost with the change
   * they tell of. The outbox provider, the only one the app builds, always has it.
   */
  keepInTransaction?(tx: Tx, messages: MailMessage[]): Promise<void>;
}

/** What delivers an outbox row to a mail server (MAIL=smtp). */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
