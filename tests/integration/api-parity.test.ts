import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../helpers/app';
import { formOperationsOf } from '../proof/lib/fuzz-forms';

/**
 * Every capability a person has on a page is also in the documented JSON API: each page form
 * action (every write route outside /api, as the form fuzz lists them) names the API operations
 * that do the same, and each of those is in the OpenAPI document. A new page action without
 * one fails here by name, unless it joins the short list of deliberately page-only actions below.
 */
const SAME_AS: Record<string, string[]> = {
  'POST /newsletter': ['POST /api/newsletter'],
  'POST /auth/login': ['POST /api/account/login'],
  'POST /auth/forgot': ['POST /api/account/forgot_password'],
  'POST /auth/change': ['POST /api/account/change_password'],
  // The contract's way to have a code texted: forgot_password with {mobile}.
  'POST /auth/mobile/send': ['POST /api/account/forgot_password'],
  'POST /auth/mobile/verify': ['POST /api/account/verify_otp'],
  'POST /app/logout': ['POST /api/account/logout'],
  'POST /app/account/password': ['POST /api/account/change_password'],
  'POST /app/settings/account/password': ['POST /api/account/change_password'],
  'POST /app/account/delete': ['POST /api/account/delete'],
  'POST /app/settings/account/delete-practice': ['POST /api/settings/practice/delete'],
  'POST /app/account/email': ['POST /api/account/email'],
  'POST /app/settings/account/email': ['POST /api/account/email'],
  // The e-mailed link is the token's own proof: the API confirms with the same token, no session needed.
  'POST /account/email/confirm': ['POST /api/account/email/confirm'],
  'POST /app/account/mobile/send': ['POST /api/account/mobile/send'],
  'POST /app/settings/account/mobile/send': ['POST /api/account/mobile/send'],
  'POST /app/account/mobile/verify': ['POST /api/account/mobile/verify'],
  'POST /app/settings/account/mobile/verify': ['POST /api/account/mobile/verify'],
  // The page's Download link is the archive's address, answered in download_url while it is ready.
  'POST /app/account/export': ['POST /api/account/export', 'GET /api/account/export'],
  'POST /app/my-profile': ['PUT /api/account/profile'],
  'POST /app/settings/profile': ['PUT /api/account/profile'],
  'POST /app/my-profile/reminders': ['GET /api/account/reminders', 'PUT /api/account/reminders'],
  'POST /app/my-profile/picture': ['POST /api/account/picture'],
  'POST /app/settings/profile/picture': ['POST /api/account/picture'],
  'POST /app/urgent/release': ['GET /api/urgent', 'POST /api/urgent/release'],
  'POST /app/listings/item': ['GET /api/listings/{id}', 'POST /api/listings', 'PUT /api/listings/{id}', 'GET /api/listings/{id}/cancel-policy', 'PUT /api/listings/{id}/cancel-policy', 'DELETE /api/listings/{id}/cancel-policy'],
  'POST /app/listings/:id/intake/questions': ['GET /api/listings/{id}/intake', 'POST /api/listings/{id}/intake/questions'],
  'POST /app/listings/:id/intake/questions/:qid/move': ['POST /api/listings/{id}/intake/questions/{qid}/move'],
  'POST /app/listings/:id/intake/questions/:qid/delete': ['DELETE /api/listings/{id}/intake/questions/{qid}'],
  'POST /app/appointments/:id/reschedule': ['POST /api/appointments/{id}/reschedule'],
  // The e-mailed manage link acts by its token; a signed-in client does the same by the booking's id.
  'POST /m/:token/reschedule': ['POST /api/appointments/{id}/reschedule'],
  'POST /m/:token/cancel': ['POST /api/appointments/{id}/cancel'],
  'POST /app/appointments/:id/cancel': ['POST /api/appointments/{id}/cancel'],
  'POST /app/appointments/:id/cancel-onwards': ['POST /api/appointments/{id}/cancel-onwards'],
  'POST /app/appointments/:id/attendance': ['POST /api/appointments/{id}/attendance'],
  'POST /app/appointments/:id/no-show-fee': ['POST /api/appointments/{id}/no-show-fee'],
  'POST /app/appointments/:id/repeat': ['POST /api/series/plan', 'POST /api/series'],
  'POST /app/my-appointments/:id/intake': ['GET /api/appointments/{id}/intake', 'PUT /api/appointments/{id}/intake'],
  'POST /appointments/:id/note': ['PUT /api/appointments/{id}/note'],
  'POST /app/appointments/:id/prescriptions': ['POST /api/appointments/{id}/prescriptions'],
  'POST /app/calendar-feeds/:kind/renew': ['GET /api/calendar-feeds', 'POST /api/calendar-feeds/{kind}'],
  'POST /app/calendar-feeds/:kind/revoke': ['DELETE /api/calendar-feeds/{kind}'],
  'POST /app/my-pets/form': ['POST /api/pets', 'PUT /api/pets/{id}'],
  'POST /app/my-pets/:id/delete': ['DELETE /api/pets/{id}'],
  'POST /app/medical-records/records': ['POST /api/pets/{id}/records', 'PUT /api/records/{id}'],
  'POST /app/medical-records/records/:id/delete': ['DELETE /api/records/{id}'],
  'POST /app/medical-records/share': ['POST /api/pets/{id}/share'],
  'POST /app/medical-records/records/:id/entered-in-error': ['POST /api/records/{id}/entered-in-error'],
  'POST /app/medical-records/records/:id/correction': ['POST /api/records/{id}/correction-request'],
  'POST /app/medical-records/records/:id/refill': ['POST /api/records/{id}/refill'],
  'POST /app/refills/:id': ['GET /api/refills', 'POST /api/refills/{id}/answer'],
  'POST /app/settings/website': ['PUT /api/settings/website'],
  'POST /app/settings/website/logo': ['POST /api/settings/website/logo'],
  'POST /app/settings/website/image': ['POST /api/settings/website/image'],
  'POST /app/settings/domains': ['PUT /api/settings/domains'],
  'POST /app/settings/website/embed': ['PUT /api/settings/embed_origins'],
  'POST /app/settings/team/new': ['POST /api/settings/team'],
  'POST /app/settings/team/:id': ['PUT /api/settings/team/{id}'],
  'POST /app/settings/team/:id/remove': ['DELETE /api/settings/team/{id}'],
  'POST /app/settings/practice': ['PUT /api/settings/practice'],
  'POST /app/settings/telehealth/licences': ['POST /api/telehealth/licences'],
  'POST /app/settings/telehealth/licences/:id/remove': ['DELETE /api/telehealth/licences/{id}'],
  'POST /app/settings/telehealth/window': ['PUT /api/telehealth/settings/window'],
  'POST /app/settings/telehealth/consent': ['PUT /api/telehealth/consent'],
  'POST /appointments/:id/telehealth-consent': ['POST /api/appointments/{id}/telehealth-consent'],
  'POST /app/users/:id/exams': ['POST /api/users/{id}/exams'],
  'POST /app/users/:id/exams/:exam/error': ['POST /api/users/{id}/exams/{exam}/entered-in-error'],
  'POST /app/settings/webhooks/new': ['POST /api/webhooks'],
  'POST /app/settings/webhooks/:id': ['GET /api/webhooks/{id}', 'PUT /api/webhooks/{id}'],
  'POST /app/settings/webhooks/:id/delete': ['DELETE /api/webhooks/{id}'],
  'POST /app/settings/webhooks/:id/roll': ['POST /api/webhooks/{id}/roll'],
  'POST /app/settings/webhooks/:id/enable': ['PUT /api/webhooks/{id}'],
  'POST /app/settings/webhooks/:id/disable': ['PUT /api/webhooks/{id}'],
  'POST /app/settings/webhooks/deliveries/:id/resend': ['GET /api/webhooks/deliveries', 'POST /api/webhooks/deliveries/{id}/redeliver'],
  'POST /app/requests/second-opinion': ['POST /api/requests/second-opinion'],
  'POST /app/requests/house-visit': ['POST /api/requests/house-visit'],
  'POST /app/requests/:id/more-info': ['POST /api/requests/{id}/more-info'],
  'POST /app/requests/:id/answer': ['POST /api/requests/{id}/answer'],
  'POST /app/requests/:id/report': ['POST /api/requests/{id}/report'],
  'POST /app/requests/:id/accept': ['POST /api/requests/{id}/accept'],
  'POST /app/requests/:id/decline': ['POST /api/requests/{id}/decline'],
  'POST /app/requests/:id/pay': ['POST /api/requests/{id}/pay'],
  'POST /app/my-waitlist': ['POST /api/waitlist'],
  'POST /app/my-waitlist/:id/leave': ['DELETE /api/waitlist/{id}'],
  // Taking an offer is paying for its slot: the offer's hold gives way to its owner's own payment.
  'POST /waitlist/offers/:token/accept': ['GET /api/waitlist/offers/{token}', 'POST /api/payment'],
  'POST /waitlist/offers/:token/decline': ['POST /api/waitlist/offers/{token}/decline'],
  'POST /app/admin/practices/:id/:action': ['GET /api/admin/practices', 'POST /api/admin/practices/{id}/{action}'],
};

/** Page actions that are deliberately pages only, each with its reason. Keep it short: a new entry needs a reason a reviewer accepts. */
const PAGE_ONLY: Record<string, string> = {
  'POST /dev/clock': 'the development clock, a test tool outside production with its own JSON contract (contract.md), not a product capability',
  'POST /auth/signup': "a practice's sign-up (plan, promo code, captcha) is a page journey; an owner signs up with POST /api/account/register, the spec's call",
  'POST /auth/promo': "checks a promo code inside the practice sign-up form (above)",
  'POST /app/settings/website/preview': 'writes nothing: draws the editor’s draft as the site would show it; PUT /api/settings/website saves the same fields',
  'POST /booking-requests/:action': "answered from the e-mailed link by someone who may have no account yet: the link's token is its only key, so there is no API principal to act as",
};

let app: TestApp;
let documented: Set<string>;
let pageActions: string[];

beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { LOG_LEVEL: 'silent' } });
  const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)));
  pageActions = formOperationsOf(app.app.routes as never).map((op) => `${op.method} ${op.path}`);
}, 60_000);
afterAll(() => app.close());

describe('what a person can do on a page is in the documented API', () => {
  test('every page form action names its API operations, or is one of the few page-only ones', () => {
    const missing = pageActions.filter((key) => !(key in SAME_AS) && !(key in PAGE_ONLY));
    expect(missing.map((key) => `${key}: no API operation does what this page action does (add it, then name it in SAME_AS)`)).toEqual([]);
  });

  test('each operation named is in the OpenAPI document', () => {
    const absent = Object.entries(SAME_AS).flatMap(([page, ops]) => ops.filter((op) => !documented.has(op)).map((op) => `${page} names ${op}, which /api/openapi.json does not describe`));
    expect(absent).toEqual([]);
  });

  test('no entry names a page action the app no longer has, and none is both mapped and page-only', () => {
    const actions = new Set(pageActions);
    const stale = [...Object.keys(SAME_AS), ...Object.keys(PAGE_ONLY)].filter((key) => !actions.has(key));
    expect(stale).toEqual([]);
    expect(Object.keys(PAGE_ONLY).filter((key) => key in SAME_AS)).toEqual([]);
  });
});
