import nodemailer from 'nodemailer';
import type { MailTransport } from './mail';

interface SmtpOptions {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  from: string;
}

/** Delivers outbox e-mails through an SMTP server with nodemailer (MAIL=smtp). */
export function smtpMail(options: SmtpOptions): MailTransport {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        // The invitation: nodemailer sends it as the text/calendar alternative (Accept/Decline) and as an .ics file.
        ...(message.icalEvent ? { icalEvent: { method: message.icalEvent.method, filename: message.icalEvent.filename, content: message.icalEvent.content } } : {}),
        // The same message sent again after a crash carries the same Message-ID.
        ...(message.key ? { messageId: `<${message.key.replaceAll(':', '.')}@${options.from.replace(/^.*@|>.*$/g, '') || 'vetconsult'}>` } : {}),
      });
    },
  };
}
