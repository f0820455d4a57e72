import type { LayoutWorld } from './layout-world';

/** The demo Happy Paws team member (staff@example.com), whose Team pages the root admin opens. */
const STAFF_LOGIN = 2;

/** Every screen of the last wave a Happy Paws root admin opens, with the world's data on it. */
export function practiceScreens(w: LayoutWorld): string[] {
  const visit = `/app/appointments/${w.booked}`;
  return [
    '/app/appointments',
    visit,
    `${visit}?tab=video`,
    `${visit}?tab=records`,
    `${visit}/repeat`,
    `${visit}/reschedule?date=${w.freeDay}`,
    `/app/appointments/${w.noShow}`,
    `/app/appointments/${w.consulted}`,
    `/app/appointments/${w.consulted}/prescribe`,
    `/appointments/${w.consulted}/session`,
    '/app/refills',
    '/app/waitlist',
    '/app/urgent',
    '/app/records-access',
    '/app/calendar-feeds',
    `/app/listings/item?id=${w.patelListing}`,
    `/app/listings/${w.patelListing}/intake?type=4000`,
    `/app/users/${w.userId}`,
    `/app/users/${w.userId}/exams`,
  ];
}

/** Settings, every tab and the Team member's pages, for a Happy Paws root admin. */
export function settingsScreens(): string[] {
  return [
    '/app/settings/website',
    '/app/settings/domains',
    '/app/settings/team',
    '/app/settings/team/new',
    `/app/settings/team/${STAFF_LOGIN}`,
    `/app/settings/team/${STAFF_LOGIN}/remove`,
    '/app/settings/practice',
    '/app/settings/profile',
    '/app/settings/telehealth',
    '/app/settings/webhooks',
    '/app/settings/webhooks/new',
  ];
}

/** The UK practice (City Cat Clinic, read in en-GB): its appointments, the owner's chat, its webhooks with a failed delivery. */
export function ukPracticeScreens(w: LayoutWorld): string[] {
  return ['/app/appointments', `/app/appointments/${w.cityBooked}`, '/app/settings/webhooks', `/app/settings/webhooks/${w.cityWebhook}`, '/app/settings/practice', '/app/listings'];
}

/** The world's owner: appointments with a cancel quote and intake, records with a prescription, an amendment and its history, the waitlist and feeds. */
export function ownerScreens(w: LayoutWorld): string[] {
  const visit = `/app/my-appointments/${w.booked}`;
  const records = `/app/medical-records?pet=${w.petId}`;
  return [
    '/app/my-appointments',
    visit,
    `${visit}?tab=video`,
    `${visit}?tab=records`,
    `${visit}/reschedule?date=${w.freeDay}`,
    `/app/my-appointments/${w.consulted}`,
    `/app/my-appointments/${w.noShow}`,
    `/app/my-appointments/${w.cityBooked}`,
    `/appointments/${w.consulted}/session`,
    `${records}&category=medications`,
    `${records}&category=allergies`,
    `${records}&category=allergies&form=${w.amendedRecord}`,
    `/app/medical-records/records/${w.amendedRecord}/history`,
    `/app/medical-records/access-log?pet=${w.petId}`,
    '/app/my-waitlist',
    w.offerPath,
    '/app/calendar-feeds',
    '/app/my-pets',
  ];
}

/** What an owner opens from an e-mail without signing in: the manage link's pages and a prescription's check. */
export function signedOutScreens(w: LayoutWorld): string[] {
  return [w.managePath, `${w.managePath}/cancel`, `${w.managePath}/reschedule?date=${w.freeDay}`, w.rxPath];
}
