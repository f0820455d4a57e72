export interface MailAttachment {
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

/** Sends an e-mail. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
