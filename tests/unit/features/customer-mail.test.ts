import { describe, expect, test } from 'bun:test';
import { bookingRequestMail, petAddedMail } from '../../../src/features/notifications/notifications.customer-mail';
import { resetMail, setPasswordMail } from '../../../src/features/accounts/accounts.password.mail';
import { asReader, readerFor } from '../../../src/lib/i18n';
import { visibleText } from '../../../src/ui/mail/render';

const request = {
  to: 'owner@example.com',
  firstName: 'Ana',
  practiceName: 'Happy Paws',
  listingTitle: 'Dr. Maya Patel, DVM',
  type: 4000,
  slot: '2026-12-02T15:00:00.000Z',
  zone: 'America/Chicago',
  reason: 'Itchy ears',
  acceptUrl: 'http://x/accept',
  declineUrl: 'http://x/decline',
  expiresAt: '2026-12-01T15:00:00.000Z',
};

describe("a practice's e-mails to an owner are written in the owner's reader, whoever sends them", () => {
  test('English for an English reader, word for word', async () => {
    const pet = await petAddedMail({ to: 'o@x', firstName: 'Ana', practiceName: 'Happy Paws', petName: 'Biscuit', reader: readerFor('en') });
    expect(pet.subject).toBe('Happy Paws added Biscuit to your pets');
    expect(pet.text).toBe('Hello Ana,\n\nHappy Paws added a pet named Biscuit to your VetConsult account. If this is wrong, you can remove it under Manage Pets.');
    expect((await bookingRequestMail({ ...request, reader: readerFor('en') })).subject).toBe('Happy Paws asks you to accept an appointment');
  });

  test('Spanish for a Spanish reader, even inside a request read in English', async () => {
    const pet = await petAddedMail({ to: 'o@x', firstName: 'Ana', practiceName: 'Happy Paws', petName: 'Biscuit', reader: readerFor('es') });
    expect(pet.subject).toBe('Happy Paws agregó a Biscuit a sus mascotas');
    const asked = await asReader(readerFor('en'), () => bookingRequestMail({ ...request, reader: readerFor('es', 'es-MX') }));
    expect(asked.subject).toBe('Happy Paws le pide que acepte una cita');
    expect(asked.text).toContain('Aceptar: http://x/accept');
    expect(visibleText(asked.html!)).toContain('Rechazar http://x/decline');
  });

  test('the password e-mails follow the reader they are composed in', async () => {
    const spanish = await asReader(readerFor('es'), () => setPasswordMail({ email: 'v@x', first_name: 'Eva' }, 'Happy Paws', 'http://x/l', 'vendor', true));
    expect(spanish.subject).toBe('Elija su contraseña de VetConsult');
    expect(spanish.text).toStartWith('Hola, Eva:\n\nHappy Paws le ha añadido a su equipo en VetConsult.');
    expect((await resetMail({ email: 'o@x', first_name: 'Ana' }, 'Happy Paws', 'http://x/l')).subject).toBe('Reset your Happy Paws password');
  });
});
