import { Elysia } from 'elysia';
import { staticPlugin } from '@elysiajs/static';
import { fileURLToPath } from 'node:url';
import { seedOf, type AppDeps } from './deps';
import { securityPlugin } from './plugins/security';
import { accessLogPlugin } from './plugins/access-log';
import { metricsPlugin } from './plugins/metrics';
import { scrapeSourcesOf } from './metrics-sources';
import { errorsPlugin } from './plugins/errors';
import { apiDocsPlugin } from './plugins/api-docs';
import { API_OPERATIONS, API_TAGS } from './api-docs';
import { requestGuardPlugin } from './plugins/request-guard';
import { setup } from './plugins/setup';
import { rememberBodySchemas } from './plugins/input';
import type { Lookups } from './plugins/lookups';
import { sessionAccount } from './features/accounts/accounts.service';
import { practiceLocaleOf } from './features/accounts/accounts.practices.service';
import { localePlugin } from './plugins/locale';
import { createPracticeWebsite, movedSubDomain, websiteForHost } from './features/settings/settings.service';
import { movedSiteAnswer } from './plugins/tenant';
import { SiteNotFoundPage } from './ui/ErrorPages';
import { healthRoutes } from './features/health/health.routes';
import { widgetRoutes } from './features/widget/widget.routes';
import { publicSiteRoutes } from './features/public-site/public-site.routes';
import { tlsAskRoutes } from './features/public-site/public-site.tls.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { clockRoutes } from './features/clock/clock.routes';
import { installProcessClock } from './lib/clock';
import { accountsRoutes } from './features/accounts/accounts.routes';
import type { OnPracticeCreated } from './features/accounts/accounts.signup.service';
import { availabilityRoutes } from './features/availability/availability.routes';
import { urgentRoutes } from './features/availability/availability.urgent.routes';
import { listingsRoutes } from './features/listings/listings.routes';
import { listingBookingsOf, upcomingAppointmentsOfPet } from './features/booking/booking.stranded';
import type { PetLeftovers } from './features/pets/pets.ports';
import { recordCountsOfPet } from './features/records/records.pet-counts';
import { filesRoutes } from './features/files/files.routes';
import type { FileAccessCheck } from './features/files/files.access';
import { recordFileAccess } from './features/records/records.access';
import { chatFileAccess } from './features/sessions/sessions.chat-files';
import { sharedFileAccess } from './features/requests/requests.file-access';
import { appointmentsRoutes } from './features/appointments/appointments.routes';
import { rescheduleRoutes } from './features/appointments/appointments.reschedule.routes';
import { manageRoutes } from './features/appointments/appointments.manage.routes';
import { attendanceRoutes } from './features/appointments/appointments.attendance.routes';
import { intakeRoutes } from './features/appointments/appointments.intake.routes';
import { intakeRoutes as intakeEditorRoutes } from './features/intake/intake.routes';
import { calendarFeedsRoutes } from './features/calendar-feeds/calendar-feeds.routes';
import { feedsFollowAccounts } from './features/calendar-feeds/calendar-feeds.service';
import { accountSubscribersPort } from './features/accounts/accounts.changes';
import { bookingRoutes } from './features/booking/booking.routes';
import { seriesRoutes } from './features/booking/booking.series.routes';
import { repeatRoutes } from './features/appointments/appointments.repeat.routes';
import { petsRoutes } from './features/pets/pets.routes';
import type { CustomerRule } from './features/pets/pets.service';
import { sessionsRoutes } from './features/sessions/sessions.routes';
import { sessionsSocket } from './features/sessions/sessions.ws';
import { recordsRoutes } from './features/records/records.routes';
import { customerLookupRoutes } from './features/customers/customers.lookup.routes';
import { bookingRequestRoutes } from './features/booking/booking.requests.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { settingsEmbedRoutes } from './features/settings/settings.embed.routes';
import { teamRoutes } from './features/settings/settings.team.routes';
import { settingsApi } from './features/settings/settings.api';
import { practiceLocaleRoutes } from './features/settings/settings.practice.routes';
import { bookingsHoldingMoneyPort } from './features/settings/settings.ports';
import { bookingsHoldingMoney } from './features/booking/booking.money-held';
import { customersRoutes } from './features/customers/customers.routes';
import { customerOf } from './features/customers/customers.service';
import { reportsRoutes } from './features/reports/reports.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { requestsRoutes } from './features/requests/requests.routes';
import { onAccessChanged } from './lib/access-changes';
import { roomAccessListener, shareAccessChanges } from './features/sessions/sessions.access';
import { bookedSlotsPort } from './features/availability/availability.ports';
import { bookedWithPort, recordsReadPort } from './features/customers/customers.ports';
import { logAccess } from './features/records/records.access-log';
import { bookedIntervals, upcomingBookedSlots } from './features/booking/booking.queries';
import { hasBookedWith } from './features/booking/booking.history';
import { fhirSourcesPort } from './features/records/records.fhir.visits';
import { medicationRequestsOfPet } from './features/prescriptions/prescriptions.fhir';
import { visitsOfPet } from './features/booking/booking.pet-visits';
import { onBookingChanged } from './features/booking/booking.changes';
import { recordBookingChange } from './features/reports/reports.service';
import { remindersFollowBookings } from './features/reminders/reminders.service';
import { onPracticeEvent } from './lib/practice-events';
import { webhooksFollowBookings, webhooksFollowPractices } from './features/webhooks/webhooks.events';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes';
import { waitlistFollowsBookings } from './features/waitlist/waitlist.follow';
import { provideTelehealthGate } from './features/booking/booking.telehealth-port';
import { telehealthGate } from './features/telehealth/telehealth.gate';
import { telehealthRoutes } from './features/telehealth/telehealth.routes';
import { telehealthApi } from './features/telehealth/telehealth.api';
import { intakeFileAccess } from './features/intake/intake.files';
import { provideAccountData } from './account-data';
import { webhooksApi } from './features/webhooks/webhooks.api';
import { calendarFeedsApi } from './features/calendar-feeds/calendar-feeds.api';
import { listingsApi } from './features/listings/listings.api';
import { prescriptionsApi } from './features/prescriptions/prescriptions.api';
import { appointmentsApi } from './features/appointments/appointments.api';
import { accountsApi } from './features/accounts/accounts.api';
import { accountChangesApi } from './features/accounts/accounts.account.api';
import { urgentApi } from './features/availability/availability.urgent.api';
import { intakeEditorApi } from './features/intake/intake.editor.api';
import { adminApi } from './features/admin/admin.api';
import { publicSiteApi } from './features/public-site/public-site.api';
import { waitlistOffersApi } from './features/waitlist/waitlist.offers.api';
import { settingsUploadsApi } from './features/settings/settings.uploads.api';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

/** What a lower feature asks a higher one, answered here so that no feature imports one above it (the features form a line). */
function featurePorts(deps: AppDeps) {
  // Who may open a private file, said by the features that own the files (records first, then a shared second opinion).
  const fileAccess: FileAccessCheck[] = [recordFileAccess, sharedFileAccess, chatFileAccess, intakeFileAccess];
  const onPracticeCreated: OnPracticeCreated = (tx, practice) => createPracticeWebsite(tx, practice.id, practice.name);
  const customerRule: CustomerRule = (principal, userId) => customerOf(deps, principal, userId);
  // The listing form asks about the upcoming bookings of the types a change takes away, and may cancel them.
  const listingBookings = listingBookingsOf(deps);
  // Deleting a pet first asks booking for its upcoming appointments and records for its records.
  const petLeftovers: PetLeftovers = { upcomingAppointments: (petId, ownerId) => upcomingAppointmentsOfPet(deps, petId, ownerId), recordCounts: (petId) => recordCountsOfPet(deps, petId) };
  return { fileAccess, onPracticeCreated, customerRule, listingBookings, petLeftovers };
}

/** Who follows whose changes: each port filled here by the feature that answers it (the lower one may not import it). */
function followChanges(deps: AppDeps): void {
  // A sign-out, new password, removed team member or canceled booking closes the live rooms it ends.
  onAccessChanged(deps, roomAccessListener(deps));
  // With Redis, the other processes' rooms hear of them too.
  shareAccessChanges(deps);
  // What lower features ask of the bookings, answered by booking (they may not import it).
  bookedSlotsPort.provide(deps, { bookedIntervals, upcomingBookedSlots });
  bookedWithPort.provide(deps.database.db, hasBookedWith);
  // A practice's reads of a customer's records (customers) go into the records access log.
  recordsReadPort.provide(deps, (principal, petIds, channel) => logAccess(deps, principal, petIds.map((petId) => ({ petId, action: 'read', channel }))));
  bookingsHoldingMoneyPort.provide(deps.database.db, bookingsHoldingMoney);
  // A pet's FHIR export lists its bookings, which records may not read itself.
  fhirSourcesPort.provide(deps, { visitsOfPet, more: [medicationRequestsOfPet] });
  // A video, phone or chat booking asks telehealth for the owner's place and consent (booking may not import it).
  provideTelehealthGate(deps, telehealthGate(deps));
  // Every booking change is followed, in its own transaction, by the reports' roll-up, the reminders, the webhooks and the waitlist (booking imports none).
  onBookingChanged(deps, recordBookingChange, remindersFollowBookings(deps), webhooksFollowBookings(deps), waitlistFollowsBookings(deps));
  // Requests and records tell the webhooks of their events in the same way (they may not import it).
  onPracticeEvent(deps, webhooksFollowPractices(deps));
  // A new password, a removal or a demotion ends the calendar feeds it no longer allows, in its own transaction (accounts imports none).
  accountSubscribersPort.provide(deps, [feedsFollowAccounts]);
  // An owner's archive and erasure, and a practice's closing, ask each feature holding their data (accounts imports none).
  provideAccountData(deps);
}

/** The features' routes, mounted in this order. */
function featureRoutesOf(deps: AppDeps, lookups: Lookups, ports: ReturnType<typeof featurePorts>) {
  return [
    publicSiteRoutes(deps),
    notificationsRoutes(deps),
    clockRoutes(deps),
    accountsRoutes(deps, ports.onPracticeCreated),
    availabilityRoutes(deps, lookups),
    urgentRoutes(deps),
    listingsRoutes(deps, ports.listingBookings),
    intakeEditorRoutes(deps),
    filesRoutes(deps, ports.fileAccess),
    appointmentsRoutes(deps),
    rescheduleRoutes(deps),
    manageRoutes(deps),
    attendanceRoutes(deps),
    intakeRoutes(deps),
    ...calendarFeedsRoutes(deps),
    bookingRoutes(deps),
    seriesRoutes(deps),
    repeatRoutes(deps),
    widgetRoutes(deps),
    petsRoutes(deps, ports.customerRule, ports.petLeftovers),
    sessionsRoutes(deps),
    sessionsSocket(deps),
    recordsRoutes(deps),
    customerLookupRoutes(deps),
    bookingRequestRoutes(deps),
    settingsRoutes(deps),
    settingsEmbedRoutes(deps),
    teamRoutes(deps),
    settingsApi(deps),
    practiceLocaleRoutes(deps),
    customersRoutes(deps),
    reportsRoutes(deps),
    adminRoutes(deps),
    requestsRoutes(deps),
    webhooksRoutes(deps),
    waitlistRoutes(deps),
    prescriptionsRoutes(deps),
    telehealthRoutes(deps),
    telehealthApi(deps),
    // What the pages let a person do, as JSON (the pages' own services; tests/integration/api-parity.test.ts keeps the two in step).
    webhooksApi(deps),
    calendarFeedsApi(deps),
    listingsApi(deps, ports.listingBookings),
    prescriptionsApi(deps),
    appointmentsApi(deps),
    accountsApi(deps),
    accountChangesApi(deps),
    urgentApi(deps),
    intakeEditorApi(deps),
    adminApi(deps),
    publicSiteApi(deps),
    waitlistOffersApi(deps),
    settingsUploadsApi(deps),
  ];
}

/** The whole app for one set of dependencies; main.ts serves it and tests call `app.handle`. */
export function createApp(deps: AppDeps) {
  // Page chrome and repos that no deps reach tell time by this app's clock.
  installProcessClock(deps.clock);
  // What the plugins look up, answered by the features that own it (a plugin imports no feature).
  const lookups: Lookups = {
    account: (role, id) => sessionAccount(deps, role, id),
    website: (host) => websiteForHost(deps, host),
    movedSubDomain: (label) => movedSubDomain(deps, label),
    practiceLocale: (vendorId) => practiceLocaleOf(deps, vendorId),
  };
  const ports = featurePorts(deps);
  followChanges(deps);
  // A refused form post is answered with the page it came from, read again through the app itself.
  const pageOf = (request: Request): Promise<Response> => app.handle(request);
  const app = rememberBodySchemas(
    new Elysia({ name: 'app', seed: seedOf(deps) })
      // First: the request id, the request metrics, the access log and the span cover every answer, refusals included.
      .use(accessLogPlugin(deps))
      // /metrics answers on every host.
      .use(metricsPlugin(deps, scrapeSourcesOf(deps)))
      .use(localePlugin)
      .use(securityPlugin(deps))
      .use(requestGuardPlugin(deps))
      .use(errorsPlugin(deps, lookups, pageOf))
      // The OpenAPI document (/api/openapi.json) and its offline viewer (/api/docs).
      .use(apiDocsPlugin(deps, API_OPERATIONS, API_TAGS))
      .use(healthRoutes(deps))
      .use(tlsAskRoutes(deps, lookups))
      .use(staticPlugin({ assets: PUBLIC_DIR, prefix: '/public', alwaysStatic: false }))
      // Browsers and bots ask for /favicon.ico on every host whatever the page links: answer with the site's icon.
      .get('/favicon.ico', () => new Response(Bun.file(`${PUBLIC_DIR}/img/favicon.svg`), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } }))
      .use(setup(deps, lookups))
      // Every page on a host that is no practice's answers "Site not found" (contract "Hosts");
      // the public availability API and the calendar feeds do not depend on the host, so widgets, clients and calendar apps may use any address.
      // A practice's former sub-domain redirects to its new one while that lasts (decision 0049).
      .onBeforeHandle({ as: 'global' }, ({ tenant, set, path, request }) => {
        const moved = movedSiteAnswer(deps, tenant, request);
        if (moved) return moved;
        if (tenant.kind !== 'unknown' || path.startsWith('/api/public/') || path.startsWith('/calendar/')) return;
        set.status = 404;
        return SiteNotFoundPage();
      })
      .use(featureRoutesOf(deps, lookups, ports))
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
