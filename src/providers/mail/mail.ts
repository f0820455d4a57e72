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
}

/** Sends e-mail. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  /** Several messages at once (a booking's confirmations): one write for the outbox. */
  sendAll(messages: MailMessage[]): Promise<void>;
}
