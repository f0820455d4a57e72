import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';
import { bookingCancellationMail, bookingConfirmationMail, bookingRescheduledMail } from '../../../src/features/booking/booking.mail-text';
import { appointmentReminder, vaccineReminder } from '../../../src/features/reminders/reminders.mail';
import { bookingRequestMail, petAddedMail } from '../../../src/features/notifications/notifications.customer-mail';
import { mailFor, type RequestEvent, type RequestFacts } from '../../../src/features/notifications/notifications.request-mail';
import { resetMail, setPasswordMail } from '../../../src/features/accounts/accounts.password.mail';
import { asReader, readerFor, type Reader } from '../../../src/lib/i18n';
import type { MailMessage } from '../../../src/providers/mail/mail';
import { practiceBrand } from '../../../src/ui/mail/brand';
import { visibleText } from '../../../src/ui/mail/render';
import { bookingMailInput } from '../../helpers/booking-mail';

const LINK = 'http://happypaws.localhost:3000/appointments?z=7.c.42.0123456789abcdef0123456789abcdef';
const MANAGE = 'http://happypaws.localhost:3000/m/16.AbCdEfGhIjKlMnOp';
const LOGO = 'http://happypaws.localhost:3000/files/public/brand_logo/logo.png';
const booking = bookingMailInput({ reason: 'Itchy ears\nand scratching', link: LINK, location: 'http://happypaws.localhost:3000/appointments/42/session', stamp: undefined });
const request = {
  to: 'owner@example.com',
  firstName: 'Ana',
  practiceName: 'Happy Paws',
  listingTitle: 'Dr. Maya Patel, DVM',
  type: 2000,
  slot: '2026-12-02T15:00:00.000Z',
  zone: 'America/Chicago',
  reason: 'Itchy ears',
  acceptUrl: 'http://localhost:3000/booking-requests/accept?t=abc',
  declineUrl: 'http://localhost:3000/booking-requests/decline?t=abc',
  expiresAt: '2026-12-01T15:00:00.000Z',
};
const requestFacts = (event: RequestEvent): RequestFacts => ({
  event,
  requestId: 9,
  vendorId: 1,
  listingOwnerId: null,
  owner: { email: 'owner@example.com', first_name: 'Ana', last_name: 'Ruiz' },
  petName: 'Biscuit',
  zone: 'America/Chicago',
  when: '2026-12-02T15:00:00.000Z',
  quote: 'Is the lump\nanything to worry about?',
});
const EVENTS: RequestEvent[] = ['opinion_asked', 'opinion_more_info', 'opinion_answered', 'opinion_report', 'visit_asked', 'visit_accepted', 'visit_declined'];

/** Every kind of e-mail the product sends, composed by its own composer (the source scan below keeps this list whole). */
function kinds(reader: Reader): [string, () => Promise<MailMessage | null>][] {
  const requestKinds = EVENTS.flatMap((event) => (['owner', 'practice'] as const).map((audience) => [`request ${event} (${audience})`, () => mailFor(requestFacts(event), audience, 'Happy Paws', 'x@example.com', 'http://localhost:3000/app/requests/9')] as [string, () => Promise<MailMessage | null>]));
  return [
    ['booking confirmed (owner)', () => bookingConfirmationMail(booking)],
    ['booking confirmed (owner, with the manage link)', () => bookingConfirmationMail({ ...booking, manageLink: MANAGE })],
    ['booking canceled (owner, with the manage link)', () => bookingCancellationMail({ ...booking, manageLink: MANAGE, money: { kind: 'none' } })],
    ['booking rescheduled (owner, with the manage link)', () => bookingRescheduledMail({ ...booking, manageLink: MANAGE })],
    ['appointment reminder (with the manage link)', async () => (await appointmentReminder({ ...request, lead: 'appointment_1h', link: LINK, manageLink: MANAGE })).mail],
    ['booking confirmed (practice)', () => bookingConfirmationMail({ ...booking, audience: 'practice' })],
    ['booking canceled', () => bookingCancellationMail({ ...booking, money: { kind: 'refunded', amount: 4500, currency: 'USD', brand: 'visa', last4: '4242', at: '2026-11-30T10:00:00.000Z' } })],
    ['booking rescheduled', () => bookingRescheduledMail({ ...booking, previousSlot: '2026-12-01T15:00:00.000Z' })],
    ['appointment reminder', async () => (await appointmentReminder({ ...request, lead: 'appointment_24h', link: LINK })).mail],
    ['vaccine reminder', async () => (await vaccineReminder({ to: 'o@x', firstName: 'Ana', petName: 'Biscuit', vaccine: 'Rabies', dueDate: '2026-12-09' })).mail],
    ['pet added', () => petAddedMail({ to: 'o@x', firstName: 'Ana', practiceName: 'Happy Paws', petName: 'Biscuit', reader })],
    ['booking request', () => bookingRequestMail({ ...request, reader })],
    ['set password (team)', () => setPasswordMail({ email: 'v@x', first_name: 'Eva' }, 'Happy Paws', 'http://localhost:3000/vendor/login?forgot=1.abc', 'vendor', true)],
    ['set password (owner)', () => setPasswordMail({ email: 'o@x', first_name: 'Ana' }, 'Happy Paws', 'http://localhost:3000/login/?forgot=1.abc', 'user')],
    ['password reset', () => resetMail({ email: 'o@x', first_name: 'Ana' }, 'Happy Paws', 'http://localhost:3000/login/?forgot=1.abc')],
    ...requestKinds,
  ];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('every e-mail is multipart: its HTML part says what its text says', () => {
  for (const reader of [readerFor('en', 'en-US'), readerFor('es', 'es-MX')]) {
    for (const [name] of kinds(reader)) {
      test(`${name}, ${reader.language}`, async () => {
        const compose = kinds(reader).find(([n]) => n === name)![1];
        const mail = await asReader(reader, compose);
        if (!mail) return; // this event tells this reader nothing
        expect(mail.text.length).toBeGreaterThan(0);
        expect(mail.html).toStartWith('<!DOCTYPE html');
        expect(mail.html).toContain(`<html dir="ltr" lang="${reader.language}">`);
        expect(mail.html).toContain('max-width:600px');
        const seen = squash(visibleText(mail.html!));
        // Each line of the text (a link's line by its address) is read in the HTML too.
        for (const line of mail.text.split('\n').filter((l) => l.trim())) {
          const url = /https?:\/\/\S+/.exec(line)?.[0];
          expect(seen).toContain(url ?? squash(line));
        }
      });
    }
  }
});

describe('brand, link and escaping', () => {
  test('booked on the practice site: its logo (with an alt text) and name head the e-mail, the button opens the booking', async () => {
    const mail = await bookingConfirmationMail({ ...booking, brand: practiceBrand('Happy Paws Veterinary Clinic', '/files/public/brand_logo/logo.png', 'http://happypaws.localhost:3000') });
    expect(mail.html).toContain(`src="${LOGO}"`);
    expect(mail.html).toContain('alt="Happy Paws Veterinary Clinic logo"');
    expect(visibleText(mail.html!)).toContain('This e-mail was sent by Happy Paws Veterinary Clinic.');
    expect(visibleText(mail.html!)).toContain(`Manage booking ${LINK}`);
    expect(mail.html).not.toContain('VetConsult');
  });

  test("the owner's e-mail carries the manage link as a second button, in the reader's language", async () => {
    const mail = await bookingConfirmationMail({ ...booking, manageLink: MANAGE });
    expect(mail.text).toContain(`Change or cancel without signing in: ${MANAGE}`);
    expect(visibleText(mail.html!)).toContain(`Change or cancel without signing in ${MANAGE}`);
    const spanish = await asReader(readerFor('es', 'es-MX'), () => bookingConfirmationMail({ ...booking, manageLink: MANAGE }));
    expect(visibleText(spanish.html!)).toContain(`Cambiar o cancelar sin iniciar sesión ${MANAGE}`);
  });

  test('booked elsewhere: the product name, no logo', async () => {
    const mail = await bookingConfirmationMail(booking);
    expect(mail.html).not.toContain('<img');
    expect(visibleText(mail.html!)).toStartWith('VetConsult');
    expect(visibleText(mail.html!)).toContain('This e-mail was sent by VetConsult.');
  });

  test('a Spanish reader reads the frame and the button in Spanish', async () => {
    const mail = await asReader(readerFor('es', 'es-MX'), () => bookingConfirmationMail(booking));
    expect(visibleText(mail.html!)).toContain(`Gestionar la cita ${LINK}`);
    expect(visibleText(mail.html!)).toContain('Cita n.º 42');
  });

  test('what people typed is escaped, never markup', async () => {
    const mail = await bookingConfirmationMail({ ...booking, petName: '<img src=x onerror=alert(1)>', reason: '</td><script>alert(1)</script>' });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  test('a logo is kept only as an http(s) address on the practice site', () => {
    expect(practiceBrand('P', 'https://cdn.example.com/l.png', 'http://p.localhost').logo).toBe('https://cdn.example.com/l.png');
    expect(practiceBrand('P', '/files/l.png', 'http://p.localhost:3000').logo).toBe('http://p.localhost:3000/files/l.png');
    expect(practiceBrand('P', 'javascript:alert(1)', 'http://p.localhost').logo).toBeNull();
    expect(practiceBrand('P', null, 'http://p.localhost').logo).toBeNull();
  });
});

// A FHIR resource's `subject` and `text` (its patient and narrative) are not an e-mail's.
test('no e-mail is left text-only: every file that writes a subject writes an html part', () => {
  const root = new URL('../../..', import.meta.url).pathname;
  const composers = [...new Glob('src/features/**/*.{ts,tsx}').scanSync({ cwd: root })].filter((file) => /\bsubject: /.test(readFileSync(`${root}${file}`, 'utf8')) && /\btext: /.test(readFileSync(`${root}${file}`, 'utf8')) && !file.includes('.fhir'));
  expect(composers.length).toBeGreaterThanOrEqual(5);
  for (const file of composers) expect({ file, html: /\bhtml: await /.test(readFileSync(`${root}${file}`, 'utf8')) }).toEqual({ file, html: true });
  // 16 kinds (and four owner's e-mails again with the manage link): three booking e-mails (and the practice's copy), two reminders, two to an owner from a practice, two password e-mails, seven request events.
  expect(kinds(readerFor('en')).length).toBe(15 + EVENTS.length * 2);
});
