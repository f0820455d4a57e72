import { describe, expect, test } from 'bun:test';
import { bookingCancellationMail, bookingConfirmationMail } from '../../../src/features/booking/booking.mail-text';
import { signBookingLink, verifyBookingLink } from '../../../src/features/booking/booking.link';
import { appointmentReminder } from '../../../src/features/reminders/reminders.mail';
import { asReader, readerFor } from '../../../src/lib/i18n';
import { bookingMailInput } from '../../helpers/booking-mail';

const input = bookingMailInput();

describe('booking e-mails', () => {
  test("a confirmation shows the time in the reader's zone and carries a calendar request", async () => {
    const mail = await bookingConfirmationMail(input);
    expect(mail.subject).toContain('Wednesday, December 2, 2026 at 9:00 AM');
    expect(mail.text).toContain('Consultation: Video, 20 minutes');
    expect(mail.text).toContain('Price: $45.00');
    const ics = mail.icalEvent!.content;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:booking-42@vetconsult.localhost');
    expect(ics).toContain('DTSTART:20261202T150000Z');
  });

  test('the practice reads it in the listing zone', async () => {
    const mail = await bookingConfirmationMail({ ...input, audience: 'practice', zone: 'America/New_York', to: 'vet@example.com' });
    expect(mail.subject).toContain('at 10:00 AM');
    expect(mail.text).toContain('Customer: Sarah Mitchell');
  });

  test('a cancellation cancels the same calendar event', async () => {
    const ics = (await bookingCancellationMail(input)).icalEvent!.content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:booking-42@vetconsult.localhost');
    expect(ics).toContain('SEQUENCE:1');
  });
});

describe("booking e-mails in the reader's language", () => {
  const spanish = <T>(compose: () => Promise<T>): Promise<T> => asReader(readerFor('es', 'es-MX'), compose);

  test('a Spanish reader gets the confirmation in Spanish: subject, body and calendar summary; the times stay UTC', async () => {
    const mail = await spanish(() => bookingConfirmationMail(input));
    expect(mail.subject).toStartWith('Cita confirmada: ');
    expect(mail.text).toStartWith('Su cita con Happy Paws Veterinary Clinic está reservada.');
    expect(mail.text).toContain('Consulta: ');
    expect(mail.text).toContain('Mascota: Biscuit');
    expect(mail.text).toContain('Cita n.º 42: http://localhost:3000/appointments?z=1.c.42.abc');
    const ics = mail.icalEvent!.content;
    expect(ics).toContain('SUMMARY:Consulta (');
    expect(ics).toContain('DESCRIPTION:Cuándo: ');
    expect(ics.replace(/\r?\n /g, '')).toContain('\\nPrecio: USD\u00a045.00\\n');
    expect(ics).toContain('DTSTART:20261202T150000Z');
  });

  test('a Spanish reader gets the cancellation and the reminder in Spanish', async () => {
    const canceled = await spanish(() => bookingCancellationMail(input));
    expect(canceled.subject).toStartWith('Cita cancelada: ');
    expect(canceled.text).toStartWith('Esta cita ha sido cancelada.');
    const reminder = await spanish(() => appointmentReminder({ ...input, firstName: 'Ana', lead: 'appointment_24h' }));
    expect(reminder.mail.subject).toBe('Recordatorio: su cita en 24 horas');
    expect(reminder.mail.text).toStartWith('Hola, Ana:');
    expect(reminder.sms).toStartWith('Su cita (');
  });

  test('outside any reader, the English texts stay word for word', async () => {
    const mail = await bookingConfirmationMail(input);
    expect(mail.text).toStartWith('Your appointment with Happy Paws Veterinary Clinic is booked.\n\nPractice: Happy Paws Veterinary Clinic — Dr. Maya Patel, DVM');
    expect(mail.text).toContain('Booking #42: http://localhost:3000/appointments?z=1.c.42.abc');
    expect(mail.icalEvent!.content).toContain('SUMMARY:Video consultation: Dr. Maya Patel\\, DVM');
    expect((await appointmentReminder({ ...input, firstName: 'Ana', lead: 'appointment_1h' })).mail.subject).toBe('Reminder: your appointment in 1 hour');
  });
});

describe('booking links', () => {
  const secret = 'a-secret-long-enough-for-the-booking-link-test';
  test('a signed link reads back', () => {
    const z = signBookingLink(secret, { userId: 7, audience: 'practice', bookingId: 42 });
    expect(verifyBookingLink(secret, z)).toEqual({ userId: 7, audience: 'practice', bookingId: 42 });
  });
  test('an altered or forged link is refused', () => {
    const z = signBookingLink(secret, { userId: 7, audience: 'customer', bookingId: 42 });
    expect(verifyBookingLink(secret, z.replace('.42.', '.43.'))).toBeNull();
    expect(verifyBookingLink(secret, z.replace('7.c', '8.c'))).toBeNull();
    expect(verifyBookingLink(secret, z.replace('.c.', '.v.'))).toBeNull();
    expect(verifyBookingLink('another-secret-of-enough-length-for-this', z)).toBeNull();
    expect(verifyBookingLink(secret, 'garbage')).toBeNull();
  });
});
