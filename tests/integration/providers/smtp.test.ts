import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import ICAL from 'ical.js';
import { smtpMail } from '../../../src/providers/mail/smtp';
import { invitation } from '../../../src/features/booking/booking.invitation';
import { bookingMailInput } from '../../helpers/booking-mail';

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

  test('a booking invitation travels as the text/calendar; method=REQUEST alternative, so mail clients offer Accept/Decline', async () => {
    const mail = smtpMail({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@vetconsult.test' });
    const icalEvent = invitation(
      bookingMailInput({
        link: 'https://vets.example.org/appointments?z=1.c.42.abc',
        event: { uid: 'booking-42@vets.example.org', sequence: 0 },
        location: 'https://vets.example.org/appointments/42/session',
      }),
      'REQUEST',
    );
    await mail.send({ to: 'owner@example.com', subject: 'Appointment confirmed', text: 'Your appointment is booked.', icalEvent });
    const raw = received.at(-1)!.raw;
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    // The alternative part as a calendar client reads it (nodemailer sends it as is, 7-bit).
    const part = /^Content-Type: text\/calendar; charset=utf-8; method=REQUEST\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/m.exec(raw);
    expect(part).not.toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(part![1]!));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:vet@example.com');
    expect(String(event.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:owner@example.com');
    // A copy travels as a file too, for clients that only open attachments.
    expect(raw).toContain('filename=appointment.ics');
  });

  test('a server that cannot be reached fails the send', async () => {
    const mail = smtpMail({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@vetconsult.test' });
    await expect(mail.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
