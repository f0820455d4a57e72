import type { BookingMailInput } from '../../src/features/booking/booking.mail-text';

/** One booking e-mail's facts (Sarah's video consultation with Dr. Patel), for the composers' and the invitation's tests. */
export function bookingMailInput(changes: Partial<BookingMailInput> = {}): BookingMailInput {
  return {
    bookingId: 42,
    to: 'owner@example.com',
    zone: 'America/Chicago',
    audience: 'customer',
    practiceName: 'Happy Paws Veterinary Clinic',
    listingTitle: 'Dr. Maya Patel, DVM',
    address: '214 Harvard Street, Brookline, MA',
    customerName: 'Sarah Mitchell',
    petName: 'Biscuit',
    type: 4000,
    slot: '2026-12-02T15:00:00.000Z',
    duration: 20,
    price: 4500,
    currency: 'USD',
    reason: 'Itchy ears',
    link: 'http://localhost:3000/appointments?z=1.c.42.abc',
    event: { uid: 'booking-42@vetconsult.localhost', sequence: 0 },
    organizer: { name: 'Happy Paws Veterinary Clinic', email: 'vet@example.com' },
    attendee: { name: 'Sarah Mitchell', email: 'owner@example.com' },
    location: 'http://localhost:3000/appointments/42/session',
    stamp: new Date('2026-11-20T10:00:00.000Z'),
    ...changes,
  };
}
