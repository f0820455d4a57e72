import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import { smtpMail } from '../../../src/providers/mail/smtp';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  // A real SMTP server on the loopback address, without TLS or AUTH, that keeps what it is sent.
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Undoes quoted-printable soft line breaks and escapes, enough to read the text back. */
function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('the SMTP mail adapter', () => {
  test('delivers the message to a real SMTP server: envelope, headers, text and HTML', async () => {
    const mail = smtpMail({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'VetConsult <no-reply@vetconsult.test>' });
    const link = 'https://vetconsult.example/login/?forgot=12.abcdefghijklmnopqrstuvwxyz';
    await mail.send({
      to: 'owner@example.com',
      subject: 'Reset your VetConsult password',
      text: `Open this link: ${link}`,
      html: `<p><a href="${link}">Choose a new password</a></p>`,
    });
    const message = received.at(-1)!;
    expect(message.from).toBe('no-reply@vetconsult.test');
    expect(message.to).toEqual(['owner@example.com']);
    const raw = unfold(message.raw);
    expect(raw).toMatch(/^From: VetConsult <no-reply@vetconsult\.test>$/m);
    expect(raw).toMatch(/^To: owner@example\.com$/m);
    expect(raw).toMatch(/^Subject: Reset your VetConsult password$/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(`Open this link: ${link}`);
    expect(raw).toContain(`<a href="${link}">Choose a new password</a>`);
  });

  test('attachments travel too', async () => {
    const mail = smtpMail({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@vetconsult.test' });
    await mail.send({
      to: 'vet@example.com',
      subject: 'Your appointment',
      text: 'See the attached calendar entry.',
      attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
    });
    const raw = unfold(received.at(-1)!.raw);
    expect(raw).toContain('filename=appointment.ics');
    expect(raw).toContain('Content-Type: text/calendar');
  });

  test('a server that cannot be reached fails the send', async () => {
    const mail = smtpMail({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@vetconsult.test' });
    await expect(mail.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
