import type { Tx } from '../../../db/client';

interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * What the message is (`booking-confirmed:12:customer`), for messages that may be sent again
   * after a crash: the outbox keeps one per key; SMTP sends it as the Message-ID so a mailbox
   * can tell a repeat.
   */
  key?: string;
}

/** Sends e-mail. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  /** Several messages at once (a booking's confirmations): one write for the outbox. */
  sendAll(messages: MailMessage[]): Promise<void>;
  /**
   * Only a provider that keeps e-mails in the app's own database (the outbox): writes them in the
   * caller's write transaction, so they are kept or lost with the change they tell of and are
   * never owed. A provider without it sends after the change has committed.
   */
  keepInTransaction?(tx: Tx, messages: MailMessage[]): Promise<void>;
}
