import type { APIRequestContext } from '@playwright/test';
import { HIDDEN, LONG, type FormCase } from './form-refusals-helpers';
import { uniqueEmail, uniquePhone } from './helpers';
import * as world from './form-refusals-world';

/**
 * Every form that writes, by who uses it, each with one invalid submission; and the form routes
 * that are deliberately not walked, with the reason. The walk fails on a form route in neither list.
 */

export const SIGNED_OUT: FormCase[] = [
  { route: 'POST /newsletter', name: 'a newsletter address with no domain', page: '/', invalid: { field: 'email', value: 'walker@' } },
  { route: 'POST /auth/login', name: 'a login e-mail with a hidden character', page: '/login', invalid: { field: 'email', value: `owner${HIDDEN}@example.com` }, fill: { password: 'password123' } },
  {
    route: 'POST /auth/change',
    name: 'a new password too short, from the reset link',
    page: '/login?forgot=walk-reset-code',
    invalid: { field: 'newPassword', value: 'short' },
    fill: { confirmPassword: 'short' },
  },
  { route: 'POST /auth/forgot', name: 'a forgotten-password e-mail that is no address', page: '/login?mode=forgot', invalid: { field: 'email', value: 'nobody-at-example' } },
  {
    route: 'POST /auth/signup',
    name: 'an owner signup whose first name has a hidden character',
    page: '/signup-type',
    invalid: { field: 'first_name', value: `Nora${HIDDEN}` },
    fill: { last_name: 'Walker', email: uniqueEmail('walk'), password: 'walk-password-1' },
    button: 'Sign up',
  },
  { route: 'POST /auth/mobile/send', name: 'a mobile number too short to text', page: '/signup-type', invalid: { field: 'phone', value: '617555' }, button: 'Send Code' },
  { route: 'POST /auth/promo', name: 'a promo code no plan has', page: '/signup-type', invalid: { field: 'promocode', value: `NOPE${Date.now()}` }, button: 'Apply' },
  {
    route: 'POST /auth/mobile/verify',
    name: 'a wrong four-digit code',
    page: '/signup-type',
    open: async (page) => {
      await page.getByLabel('Mobile number').fill(uniquePhone());
      await page.getByRole('button', { name: 'Send Code' }).click();
      await page.getByLabel('Code', { exact: true }).waitFor();
    },
    invalid: { field: 'otp', value: '0000' },
    button: 'Verify',
  },
];

export const OWNER: FormCase[] = [
  { route: 'POST /app/my-profile', name: 'a first name with a hidden character', page: '/app/my-profile', invalid: { field: 'first_name', value: `Pat${HIDDEN}` } },
  { route: 'POST /app/account/email', name: 'a new e-mail address with no domain', page: '/app/account', invalid: { field: 'email', value: 'owner-new@' }, fill: { currentPassword: 'password123' } },
  { route: 'POST /app/account/mobile/send', name: 'a new mobile number too short to text', page: '/app/account', invalid: { field: 'phone', value: '617555' } },
  {
    route: 'POST /app/account/password',
    name: 'a new password too short',
    page: '/app/account',
    invalid: { field: 'newPassword', value: 'short' },
    fill: { currentPassword: 'password123', confirmPassword: 'short' },
  },
  { route: 'POST /app/my-pets/form', name: 'a pet name of 5,000 characters', page: '/app/my-pets/form', invalid: { field: 'name', value: LONG } },
  {
    route: 'POST /app/medical-records/records',
    name: 'an allergy whose reaction has a hidden character',
    page: async () => `/app/medical-records?pet=${await world.ownerPetId()}&category=allergies&form=new`,
    invalid: { field: 'reaction', value: `Itching${HIDDEN}` },
  },
  {
    route: 'POST /app/medical-records/records/:id/correction',
    name: 'a correction request of 5,000 characters',
    page: async () => `/app/medical-records/records/${await world.practiceRecordId()}/history`,
    invalid: { field: 'message', value: LONG },
  },
  {
    route: 'POST /app/requests/house-visit',
    name: 'a house-visit address with a hidden character',
    page: '/app/requests/house-visit',
    invalid: { field: 'address', value: `1 Walk Street${HIDDEN}` },
    fill: {},
  },
  {
    route: 'POST /app/requests/second-opinion',
    name: 'a second-opinion question of 5,000 characters',
    page: async () => `/app/requests/second-opinion?pet=${await world.ownerPetId()}`,
    invalid: { field: 'question', value: LONG },
  },
  {
    route: 'POST /app/my-waitlist',
    name: 'a waitlist From after its To',
    page: async () => `/app/my-waitlist?listing=${await world.patelListingId()}&type=4000`,
    invalid: { field: 'to', value: '2030-01-01' },
    fill: { from: '2030-02-01' },
  },
  {
    route: 'POST /app/my-appointments/:id/intake',
    name: 'an intake answer of 5,000 characters',
    page: async () => `/app/my-appointments/${await world.videoBooking(6 * 60)}`,
    invalid: { field: 'answers.concern', value: LONG },
  },
];

/** Cases that need the run's own data made first (a request in the right state). */
export const ownerWithRequests = (request: APIRequestContext): FormCase[] => [
  {
    route: 'POST /app/medical-records/records/:id/refill',
    name: 'a refill note with a hidden character',
    page: async () => {
      await world.prescribed(request);
      return `/app/medical-records?pet=${await world.ownerPetId()}&category=medications`;
    },
    invalid: { field: 'note', value: `Running low${HIDDEN}` },
  },
  {
    route: 'POST /app/requests/:id/pay',
    name: 'a card expiry written as a word',
    page: async () => `/app/requests/${await world.acceptedHouseVisit(request)}`,
    invalid: { field: 'payment.expDt', value: 'soon' },
    fill: { 'payment.name': 'Walk Owner', 'payment.cardNumber': '4242424242424242', 'payment.ccv': '123' },
  },
  {
    route: 'POST /app/requests/:id/answer',
    name: 'an answer to the practice with a hidden character',
    page: async () => `/app/requests/${await world.secondOpinionAskingMore(request)}`,
    invalid: { field: 'body', value: `Use the side door${HIDDEN}` },
  },
];

export const PRACTICE: FormCase[] = [
  { route: 'POST /app/settings/profile', name: 'a last name with a hidden character', page: '/app/settings/profile', invalid: { field: 'last_name', value: `Vet${HIDDEN}` } },
  {
    route: 'POST /app/listings/item',
    name: 'a listing title with a hidden character',
    page: '/app/listings/item',
    invalid: { field: 'title', value: `Dr. Walker${HIDDEN}` },
    // The cancellation policy's amounts count only with its box ticked; left empty here, as a person would.
    fill: { 'policy[refund_percent]': '', 'policy[fee]': '', 'policy[no_show_fee]': '' },
  },
  {
    route: 'POST /app/listings/:id/intake/questions',
    name: 'an intake question of 5,000 characters',
    page: async () => `/app/listings/item?id=${await world.patelListingId()}`,
    // The listing's questionnaire arrives after the page (htmx).
    open: (page) => page.locator('form.intake-add').waitFor(),
    invalid: { field: 'label', value: LONG },
  },
  { route: 'POST /app/settings/website', name: 'a brand name with a hidden character', page: '/app/settings/website', invalid: { field: 'name', value: `Happy Paws${HIDDEN}` } },
  { route: 'POST /app/settings/domains', name: 'a sub-domain with spaces', page: '/app/settings/domains', invalid: { field: 'sub_domain', value: 'happy paws' } },
  { route: 'POST /app/settings/website/embed', name: 'an embedding website that is no address', page: '/app/settings/website/embed', invalid: { field: 'embed_origins', value: 'not a web address' } },
  { route: 'POST /app/settings/team/new', name: 'a team member e-mail with no domain', page: '/app/settings/team/new', invalid: { field: 'email', value: 'colleague@' } },
  { route: 'POST /app/settings/team/:id', name: 'a team member first name with a hidden character', page: async () => `/app/settings/team/${await world.staffLoginId()}`, invalid: { field: 'first_name', value: `Sam${HIDDEN}` } },
  { route: 'POST /app/settings/webhooks/new', name: 'a webhook address that is not https', page: '/app/settings/webhooks/new', invalid: { field: 'url', value: 'ftp://example.com/hook' } },
  // Country and region are picked from ISO 3166 lists (tests/e2e/pet-location.e2e.ts sends a code no list offers): the number is what is typed.
  { route: 'POST /app/settings/telehealth/licences', name: 'a licence number of 41 characters', page: '/app/settings/telehealth', invalid: { field: 'number', value: `MA-${'7'.repeat(38)}` } },
  { route: 'POST /app/settings/telehealth/window', name: 'a VCPR window of 500 months', page: '/app/settings/telehealth', invalid: { field: 'vcpr_months', value: '500' } },
  { route: 'POST /app/settings/telehealth/consent', name: 'a consent text with a hidden character', page: '/app/settings/telehealth', invalid: { field: 'text', value: `We consent${HIDDEN}` } },
  { route: 'POST /app/users/:id/exams', name: 'an exam date in the future', page: async () => `/app/users/${await world.ownerUserId()}/exams`, invalid: { field: 'examined_at', value: '2099-01-01' } },
  {
    route: 'POST /appointments/:id/note',
    name: 'a consultation note with a hidden character',
    page: async () => `/appointments/${await world.videoBooking(-5)}/session`,
    invalid: { field: 'note', value: `Rest for a week${HIDDEN}` },
  },
  {
    route: 'POST /app/appointments/:id/prescriptions',
    name: 'a prescription for minus 3 days',
    page: async () => `/app/appointments/${await world.prescribableConsult()}/prescribe`,
    invalid: { field: 'duration_days', value: '-3' },
  },
  { route: 'POST /app/settings/account/email', name: 'a practice login’s new e-mail with no domain', page: '/app/settings/account', invalid: { field: 'email', value: 'vet-new@' }, fill: { currentPassword: 'password123' } },
  {
    route: 'POST /app/users/:id/exams/:exam/error',
    name: 'an exam marked in error with a reason of 5,000 characters',
    page: async () => {
      await world.prescribableConsult();
      return `/app/users/${await world.ownerUserId()}/exams`;
    },
    open: (page) => page.locator('details.exam-error summary').first().click(),
    invalid: { field: 'reason', value: LONG },
  },
  {
    route: 'POST /app/medical-records/records/:id/entered-in-error',
    name: 'an entered-in-error reason of 5,000 characters',
    page: async () => `/app/medical-records/records/${await world.practiceRecordId()}/history`,
    invalid: { field: 'reason', value: LONG },
  },
];

export const practiceWithRequests = (request: APIRequestContext): FormCase[] => [
  {
    route: 'POST /app/refills/:id',
    name: 'a refill decline whose reason has a hidden character',
    page: async () => {
      await world.refillAsked(request);
      return '/app/refills';
    },
    invalid: { field: 'reason', value: `See us first${HIDDEN}` },
    button: 'Decline',
  },
  {
    route: 'POST /app/requests/:id/more-info',
    name: 'a question to the owner with a hidden character',
    page: async () => `/app/requests/${await world.secondOpinion(request)}`,
    invalid: { field: 'body', value: `How long${HIDDEN}` },
  },
  {
    route: 'POST /app/requests/:id/report',
    name: 'a written report with a hidden character',
    page: async () => `/app/requests/${await world.secondOpinion(request)}`,
    invalid: { field: 'report', value: `No surgery needed${HIDDEN}` },
  },
  {
    route: 'POST /app/requests/:id/decline',
    name: 'a decline reason of 5,000 characters',
    page: async () => `/app/requests/${await world.houseVisit(request)}`,
    invalid: { field: 'reason', value: LONG },
  },
];

export const TEAM_MEMBER: FormCase[] = [
  { route: 'POST /app/settings/profile', name: 'a team member’s first name of 5,000 characters', page: '/app/settings/profile', invalid: { field: 'first_name', value: LONG } },
];

export const ADMIN: FormCase[] = [{ route: 'POST /app/my-profile', name: 'an admin’s last name with a hidden character', page: '/app/my-profile', invalid: { field: 'last_name', value: `Admin${HIDDEN}` } }];

/** Form routes not walked, and why: nothing is typed in them, or they are no person's form. */
export const SKIPPED: Record<string, string> = {
  'POST /dev/clock': 'the development clock, no person’s form',
  'POST /app/logout': 'a button: nothing typed',
  'POST /app/my-profile/reminders': 'two tick boxes: nothing typed that can be wrong',
  'POST /app/my-profile/picture': 'the avatar editor island posts the cropped picture itself (islands.e2e.ts)',
  'POST /app/settings/profile/picture': 'the avatar editor island posts the cropped picture itself (islands.e2e.ts)',
  'POST /app/urgent/release': 'a button: nothing typed',
  'POST /app/listings/:id/intake/questions/:qid/delete': 'a button: nothing typed',
  'POST /app/listings/:id/intake/questions/:qid/move': 'arrow buttons: nothing typed',
  'POST /app/appointments/:id/cancel': 'a button behind a confirmation: nothing typed',
  'POST /app/appointments/:id/cancel-onwards': 'a button: nothing typed',
  'POST /app/appointments/:id/reschedule': 'a choice among the times offered: nothing typed',
  'POST /m/:token/cancel': 'a button: nothing typed',
  'POST /m/:token/reschedule': 'a choice among the times offered: nothing typed',
  'POST /app/appointments/:id/attendance': 'buttons: nothing typed',
  'POST /app/appointments/:id/no-show-fee': 'a button behind a confirmation: nothing typed',
  'POST /app/calendar-feeds/:kind/renew': 'a button: nothing typed',
  'POST /app/calendar-feeds/:kind/revoke': 'a button: nothing typed',
  'POST /app/appointments/:id/repeat': 'a choice of time per visit and the card’s fields (never typed back): nothing else typed',
  'POST /app/my-pets/:id/delete': 'a button behind a confirmation: nothing typed',
  'POST /app/medical-records/records/:id/delete': 'a button behind a confirmation: nothing typed',
  'POST /app/medical-records/share': 'buttons: nothing typed',
  'POST /booking-requests/:action': 'a choice of pet behind a one-time link: nothing typed',
  'POST /app/settings/website/logo': 'the avatar editor island posts the logo itself',
  'POST /app/settings/website/image': 'the website editor island uploads its images itself',
  'POST /app/settings/website/preview': 'the website editor island’s preview: writes nothing',
  'POST /app/settings/team/:id/remove': 'a choice of who takes over: nothing typed',
  'POST /app/settings/practice': 'choices from lists only: nothing typed',
  'POST /app/admin/practices/:id/:action': 'buttons: nothing typed',
  'POST /app/requests/:id/accept': 'a choice of free slot: nothing typed',
  'POST /app/settings/webhooks/:id': 'the same form as a new endpoint, walked there',
  'POST /app/settings/webhooks/:id/delete': 'a button: nothing typed',
  'POST /app/settings/webhooks/:id/roll': 'a button: nothing typed',
  'POST /app/settings/webhooks/:id/enable': 'a button: nothing typed',
  'POST /app/settings/webhooks/:id/disable': 'a button: nothing typed',
  'POST /app/settings/webhooks/deliveries/:id/resend': 'a button: nothing typed',
  'POST /app/my-waitlist/:id/leave': 'a button: nothing typed',
  'POST /waitlist/offers/:token/accept': 'a button behind a one-time link: nothing typed',
  'POST /waitlist/offers/:token/decline': 'a button behind a one-time link: nothing typed',
  'POST /app/settings/telehealth/licences/:id/remove': 'a button: nothing typed',
  'POST /app/account/mobile/verify': 'the code form of a number being changed: the same code rules as signup’s Verify, walked there',
  'POST /app/settings/account/mobile/send': 'the owner’s Account form at the practice’s address, walked there',
  'POST /app/settings/account/mobile/verify': 'the owner’s Account form at the practice’s address, walked there',
  'POST /app/settings/account/password': 'the owner’s Account form at the practice’s address, walked there',
  'POST /account/email/confirm': 'a button behind a one-time link: nothing typed',
  'POST /app/account/export': 'a button: nothing typed',
  'POST /app/account/delete': 'a password (never typed back) and a tick box; a slip would end the demo owner the other forms use',
  'POST /app/settings/account/delete-practice': 'a password (never typed back) and a tick box; a slip would close the demo practice the other forms use',
};
