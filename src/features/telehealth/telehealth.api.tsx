import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import type { Tenant } from '../../lib/tenant';
import { AppError, notFound } from '../../lib/errors';
import { bookingFor } from '../booking/booking.detail';
import { listingById } from '../listings/listings.service';
import { acceptAtDoor, telehealthJson, telehealthOf, wizardTelehealth } from './telehealth.booking';
import { currentConsent, saveConsentText } from './telehealth.consent';
import { addLicenceFor, removeLicenceFor, setWindowFor, telehealthSettingsJson } from './telehealth.settings';
import { EXAM_MESSAGES, markExamInErrorFor, recordExamFor } from './telehealth.exams';
import { ConsentDoorPage } from './views/ConsentDoor';
import { countryChoices, regionChoices } from './telehealth.place-choices';
import { checkedPlace } from './telehealth.places';
import { currentReader } from '../../lib/i18n';

const PRACTICE = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const Json = t.Record(t.String(), t.Any());
// The service trims and checks the reason (at most 500 characters); the schema only caps what is read.
const ErrorReason = t.Object({ reason: t.String({ maxLength: 2000, error: EXAM_MESSAGES.reason }) });
const siteVendorOf = (tenant: Tenant) => (tenant.kind === 'site' ? tenant.website.vendor_id : null);

/** Telehealth's JSON calls, and the consent form at a session's door. */
export const telehealthApi = (deps: AppDeps) =>
  featureRoutes('telehealth-api', deps)
    .get(
      '/api/appointments/:id/telehealth',
      async ({ user, params, tenant }) => {
        const booking = await bookingFor(deps, user, params.id, siteVendorOf(tenant));
        return telehealthJson(booking.id, await telehealthOf(deps, user, booking));
      },
      { auth: true, params: IdParams },
    )
    .post(
      '/api/appointments/:id/telehealth-consent',
      async ({ user, params, tenant, body, clientIp }) => {
        const booking = await bookingFor(deps, user, params.id, siteVendorOf(tenant));
        await acceptAtDoor(deps, user, booking, body.telehealth_consent, clientIp);
        return telehealthJson(booking.id, await telehealthOf(deps, user, booking));
      },
      { auth: true, params: IdParams, body: Json },
    )
    .post(
      '/appointments/:id/telehealth-consent',
      async ({ user, params, tenant, body, clientIp, set }) => {
        const booking = await bookingFor(deps, user, params.id, siteVendorOf(tenant));
        try {
          if (body.accept !== 'yes') throw new AppError(422, 'Please read and accept the telehealth consent to book a video, phone or chat consultation', 'accept');
          await acceptAtDoor(deps, user, booking, body.version, clientIp);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          set.status = 422;
          return <ConsentDoorPage tenant={tenant} principal={user} bookingId={booking.id} practice={booking.practice_name} consent={await currentConsent(deps, booking.vendor_id)} error={error.message} />;
        }
        return redirectTo(set, `/appointments/${booking.id}/session`);
      },
      { auth: { role: 'user' as const }, params: IdParams, body: Json },
    )
    .get(
      '/api/telehealth/consent',
      async ({ user, query }) => {
        const listing = await listingById(deps, query.vendor_listing_id);
        if (!listing) throw notFound('No listing found!');
        return wizardTelehealth(deps, user, listing.vendor_id);
      },
      { auth: true, query: t.Object({ vendor_listing_id: t.Numeric({ minimum: 1, error: 'vendor_listing_id (the listing) is required' }) }) },
    )
    // The pickers of where the pet will be: every ISO 3166-1 country, and one country's regions, named for the reader.
    .get('/api/telehealth/countries', () => ({ countries: countryChoices(currentReader().locale) }), { auth: true })
    .get(
      '/api/telehealth/regions',
      ({ query }) => {
        const { country } = checkedPlace(query.country, '');
        return { country, regions: regionChoices(country, currentReader().locale) };
      },
      { auth: true, query: t.Object({ country: t.String({ maxLength: 8, error: 'Choose a country from the list: an ISO 3166-1 two-letter code' }) }) },
    )
    .get('/api/telehealth/settings', ({ user }) => telehealthSettingsJson(deps, user), PRACTICE)
    .put('/api/telehealth/settings/window', async ({ user, body }) => ({ vcpr_months: await setWindowFor(deps, user, body.vcpr_months) }), { ...PRACTICE, body: Json })
    .put(
      '/api/telehealth/consent',
      async ({ user, body }) => {
        const saved = await saveConsentText(deps, user, body.text);
        return { version: saved.version, text: saved.text, default: saved.isDefault };
      },
      { ...PRACTICE, body: Json },
    )
    .post(
      '/api/telehealth/licences',
      async ({ user, body, set }) => {
        const licence = await addLicenceFor(deps, user, body);
        set.status = 201;
        return { licence: { id: licence.id, login_id: licence.login_id, country: licence.country, region: licence.region, number: licence.number } };
      },
      { ...PRACTICE, body: Json },
    )
    .delete(
      '/api/telehealth/licences/:id',
      async ({ user, params }) => {
        await removeLicenceFor(deps, user, params.id);
        return { ok: true };
      },
      { ...PRACTICE, params: IdParams },
    )
    .post(
      '/api/users/:id/exams',
      async ({ user, params, body, set }) => {
        const exam = await recordExamFor(deps, user, params.id, body);
        set.status = 201;
        return { exam: { id: exam.id, pet_id: exam.pet_id, examined_at: exam.examined_at, by_login_id: exam.by_login_id } };
      },
      { ...PRACTICE, params: IdParams, body: Json },
    )
    .post(
      '/api/users/:id/exams/:exam/entered-in-error',
      async ({ user, params, body }) => {
        const exam = await markExamInErrorFor(deps, user, params.id, params.exam, body);
        const error = { reason: exam.error_reason, at: exam.error_at, by_login_id: exam.error_by_login_id };
        return { exam: { id: exam.id, pet_id: exam.pet_id, examined_at: exam.examined_at, by_login_id: exam.by_login_id, error } };
      },
      { ...PRACTICE, params: t.Object({ id: t.Numeric({ minimum: 1 }), exam: t.Numeric({ minimum: 1 }) }), body: ErrorReason },
    );
