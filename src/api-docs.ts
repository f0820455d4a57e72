import type { ApiOperations, ApiTag } from './lib/api-docs';
import { healthApiDocs } from './features/health/health.api-docs';
import { accountsApiDocs } from './features/accounts/accounts.api-docs';
import { availabilityApiDocs } from './features/availability/availability.api-docs';
import { filesApiDocs } from './features/files/files.api-docs';
import { bookingApiDocs } from './features/booking/booking.api-docs';
import { seriesApiDocs } from './features/booking/booking.series.api-docs';
import { petsApiDocs } from './features/pets/pets.api-docs';
import { recordsApiDocs } from './features/records/records.api-docs';
import { recordsFhirApiDocs } from './features/records/records.fhir.api-docs';
import { accessLogApiDocs } from './features/records/records.access-log.api-docs';
import { customersApiDocs } from './features/customers/customers.api-docs';
import { settingsApiDocs } from './features/settings/settings.api-docs';
import { reportsApiDocs } from './features/reports/reports.api-docs';
import { requestsApiDocs } from './features/requests/requests.api-docs';
import { requestsFhirApiDocs } from './features/requests/requests.fhir.api-docs';
import { widgetApiDocs } from './features/widget/widget.api-docs';
import { waitlistApiDocs } from './features/waitlist/waitlist.api-docs';
import { telehealthApiDocs } from './features/telehealth/telehealth.api-docs';
import { intakeApiDocs } from './features/intake/intake.api-docs';
import { intakeEditorApiDocs } from './features/intake/intake.editor.api-docs';
import { webhooksApiDocs } from './features/webhooks/webhooks.api-docs';
import { calendarFeedsApiDocs } from './features/calendar-feeds/calendar-feeds.api-docs';
import { listingsApiDocs } from './features/listings/listings.api-docs';
import { prescriptionsApiDocs } from './features/prescriptions/prescriptions.api-docs';
import { appointmentsApiDocs } from './features/appointments/appointments.api-docs';
import { profileApiDocs } from './features/accounts/accounts.profile.api-docs';
import { accountChangesApiDocs } from './features/accounts/accounts.account.api-docs';
import { urgentApiDocs } from './features/availability/availability.urgent.api-docs';
import { adminApiDocs } from './features/admin/admin.api-docs';
import { publicSiteApiDocs } from './features/public-site/public-site.api-docs';

/** What each feature says of its /api operations, gathered for the OpenAPI document (src/plugins/api-docs). */
export const API_OPERATIONS: ApiOperations = {
  ...healthApiDocs,
  ...accountsApiDocs,
  ...availabilityApiDocs,
  ...filesApiDocs,
  ...bookingApiDocs,
  ...seriesApiDocs,
  ...petsApiDocs,
  ...recordsApiDocs,
  ...recordsFhirApiDocs,
  ...accessLogApiDocs,
  ...customersApiDocs,
  ...settingsApiDocs,
  ...reportsApiDocs,
  ...requestsApiDocs,
  ...requestsFhirApiDocs,
  ...widgetApiDocs,
  ...waitlistApiDocs,
  ...telehealthApiDocs,
  ...intakeApiDocs,
  ...intakeEditorApiDocs,
  ...webhooksApiDocs,
  ...calendarFeedsApiDocs,
  ...listingsApiDocs,
  ...prescriptionsApiDocs,
  ...appointmentsApiDocs,
  ...profileApiDocs,
  ...accountChangesApiDocs,
  ...urgentApiDocs,
  ...adminApiDocs,
  ...publicSiteApiDocs,
};

/** The areas of the API, in the viewer's order. */
export const API_TAGS: ApiTag[] = [
  { name: 'Accounts', description: 'Sign-up, sign-in, one-time codes by SMS and passwords. Sign-in answers the session token.' },
  { name: 'Availability', description: "Public: a practice's listings and their free slots, for widgets and other clients." },
  { name: 'Booking', description: 'Booking and paying for a consultation, the Stripe payment flow, and rescheduling.' },
  { name: 'Waitlist', description: 'An owner waits for a freed slot of a listing; the first who fits is offered it, held 15 minutes.' },
  { name: 'Telehealth', description: 'Telemedicine or teletriage (in-person exams, licences), and the owner\'s telehealth consent.' },
  { name: 'Pets', description: "A pet owner's pets." },
  { name: 'Records', description: 'Health records: written by the owner, read by the practices the owner books with.' },
  { name: 'Files', description: 'Uploads: register a file, PUT its bytes to the signed address, then use its URL in a record or a profile.' },
  { name: 'Requests', description: 'Second opinions and house visits: the owner asks, the practice answers.' },
  { name: 'Users', description: "A practice's customers: search, look up, and add someone to book for." },
  { name: 'Settings', description: "The practice's website, domains, team and locale (most calls: the root admin only)." },
  { name: 'Listings', description: "A practice's listings as My Listings edits them: consultations, hours, cancellation policy and intake questionnaire." },
  { name: 'Prescriptions', description: 'Prescribing in a consultation, and refills: the owner asks, the practice answers.' },
  { name: 'Calendar feeds', description: "A person's appointments as a calendar subscription (webcal), its address shown once." },
  { name: 'Webhooks', description: "Signed events to a practice's other systems: endpoints, secrets, test events and the delivery log (root admin)." },
  { name: 'Admin', description: 'The platform admin: practices, suspended and restored.' },
  { name: 'Reports', description: "Bookings, revenue and refunds: the practice's own, or the platform's for an admin." },
  { name: 'Health', description: 'Whether the app and its database answer, for load balancers and monitors.' },
];
