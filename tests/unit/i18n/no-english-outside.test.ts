import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { englishOutsideCatalogue, sourceFiles } from './english-outside.helpers';

/**
 * Every text a person reads comes from the catalogue. The marketing pages stay English and say so
 * in their `lang`; every other file is checked. STILL_ENGLISH lists the files not yet moved over,
 * with how many texts each still has: it may only shrink.
 */
const ROOT = join(import.meta.dir, '../../..');
const ENGLISH_BY_DESIGN = [/^src\/features\/public-site\/(content\/|views\/(HomePage|ContentPageView|HomeIcon)\.tsx)/];

const STILL_ENGLISH: Record<string, number> = {
  'islands/BookingWidget.tsx': 3,
  'islands/BookingWizard/AddPet.tsx': 5,
  'islands/BookingWizard/BookingWizard.tsx': 1,
  'islands/BookingWizard/CardFields.tsx': 1,
  'islands/BookingWizard/ChoosePractice.tsx': 1,
  'islands/BookingWizard/Confirmation.tsx': 4,
  'islands/BookingWizard/CustomerPicker.tsx': 9,
  'islands/BookingWizard/InformationStage.tsx': 3,
  'islands/BookingWizard/PaymentStage.tsx': 6,
  'islands/BookingWizard/PetChoice.tsx': 4,
  'islands/BookingWizard/WizardSummary.tsx': 3,
  'islands/ChatRoom.tsx': 6,
  'islands/OpeningHours.tsx': 2,
  'islands/SlotPicker.tsx': 8,
  'islands/VideoCall.tsx': 2,
  'islands/VonageCall.tsx': 2,
  'src/features/accounts/views/MobileVerification.tsx': 2,
  'src/features/admin/views/AdminScreens.tsx': 1,
  'src/features/appointments/appointments.reschedule.routes.tsx': 3,
  'src/features/appointments/views/AppointmentDetail.tsx': 26,
  'src/features/appointments/views/AppointmentsScreen.tsx': 12,
  'src/features/appointments/views/ReschedulePage.tsx': 6,
  'src/features/appointments/views/SessionPage.tsx': 2,
  'src/features/availability/availability.model.ts': 5,
  'src/features/availability/availability.service.ts': 1,
  'src/features/booking/booking.checks.ts': 1,
  'src/features/booking/booking.detail.ts': 1,
  'src/features/booking/booking.model.ts': 22,
  'src/features/booking/booking.order.ts': 2,
  'src/features/booking/booking.payment-intent.ts': 1,
  'src/features/booking/booking.requests.routes.tsx': 5,
  'src/features/booking/booking.routes.tsx': 2,
  'src/features/booking/booking.second-opinion-payment.ts': 2,
  'src/features/booking/booking.wizard.ts': 2,
  'src/features/booking/views/AppointmentCard.tsx': 6,
  'src/features/booking/views/BookPage.tsx': 3,
  'src/features/booking/views/BookingRequestPage.tsx': 9,
  'src/features/clock/clock.routes.ts': 6,
  'src/features/clock/clock.service.ts': 2,
  'src/features/customers/customers.routes.tsx': 3,
  'src/features/customers/customers.service.ts': 1,
  'src/features/customers/customers.users.service.ts': 2,
  'src/features/customers/views/UserDetailPage.tsx': 4,
  'src/features/customers/views/UsersPage.tsx': 7,
  'src/features/files/files.model.ts': 8,
  'src/features/files/files.service.ts': 18,
  'src/features/listings/listings.model.ts': 15,
  'src/features/listings/listings.service.ts': 1,
  'src/features/listings/views/ConsultationFields.tsx': 6,
  'src/features/listings/views/ListingFormPage.tsx': 16,
  'src/features/listings/views/ListingsPage.tsx': 5,
  'src/features/listings/views/ScheduleRowFields.tsx': 4,
  'src/features/notifications/views/OutboxPage.tsx': 5,
  'src/features/pets/pets.model.ts': 10,
  'src/features/pets/pets.service.ts': 4,
  'src/features/pets/views/PetsScreen.tsx': 17,
  'src/features/public-site/public-site.routes.tsx': 1,
  'src/features/public-site/views/FindForm.tsx': 7,
  'src/features/public-site/views/FindPage.tsx': 1,
  'src/features/public-site/views/FindResults.tsx': 6,
  'src/features/records/records.model.ts': 2,
  'src/features/records/records.service.ts': 3,
  'src/features/records/records.sharing.ts': 1,
  'src/features/records/views/CategoryMenu.tsx': 2,
  'src/features/records/views/RecordForm.tsx': 2,
  'src/features/records/views/RecordTable.tsx': 2,
  'src/features/records/views/RecordsDocument.tsx': 8,
  'src/features/records/views/RecordsScreen.tsx': 7,
  'src/features/records/views/SharePanel.tsx': 5,
  'src/features/reports/reports.model.ts': 1,
  'src/features/reports/reports.service.ts': 4,
  'src/features/reports/views/EmbedScreen.tsx': 6,
  'src/features/reports/views/ReportBody.tsx': 1,
  'src/features/reports/views/ReportsScreen.tsx': 17,
  'src/features/requests/requests.actions.routes.tsx': 1,
  'src/features/requests/requests.house-visit.service.ts': 3,
  'src/features/requests/requests.model.ts': 15,
  'src/features/requests/requests.routes.tsx': 2,
  'src/features/requests/requests.second-opinion.service.ts': 3,
  'src/features/requests/views/NewRequestPages.tsx': 28,
  'src/features/requests/views/RequestActions.tsx': 14,
  'src/features/requests/views/RequestFields.tsx': 6,
  'src/features/requests/views/RequestPage.tsx': 12,
  'src/features/requests/views/RequestsPage.tsx': 11,
  'src/features/sessions/sessions.note.service.ts': 3,
  'src/features/sessions/sessions.service.ts': 2,
  'src/features/sessions/views/SessionPage.tsx': 2,
  'src/features/sessions/views/SessionPanels.tsx': 5,
  'src/features/settings/settings.model.ts': 4,
  'src/features/settings/views/DomainsTab.tsx': 8,
  'src/features/settings/views/FirstSteps.tsx': 2,
  'src/features/settings/views/TeamTab.tsx': 13,
  'src/features/settings/views/WebsiteTab.tsx': 6,
  'src/features/tenant-site/views/SiteHomePage.tsx': 4,

};

describe('no English outside the catalogue', () => {
  const counts = new Map<string, { count: number; first: string }>();
  for (const file of sourceFiles(ROOT, ['src', 'islands'])) {
    const findings = englishOutsideCatalogue(ROOT, file);
    const name = file.slice(ROOT.length + 1);
    if (findings.length && !ENGLISH_BY_DESIGN.some((pattern) => pattern.test(name))) counts.set(name, { count: findings.length, first: `${findings[0]!.line}: ${findings[0]!.text}` });
  }

  test('no file has more English texts than the list allows', () => {
    const over = [...counts].filter(([file, { count }]) => count > (STILL_ENGLISH[file] ?? 0)).map(([file, { count, first }]) => `${file}: ${count} (allowed ${STILL_ENGLISH[file] ?? 0}), first at ${first}`);
    expect(over).toEqual([]);
  });

  test('the list names no file that has fewer texts than it says (shrink it as files move over)', () => {
    const stale = Object.entries(STILL_ENGLISH).filter(([file, allowed]) => (counts.get(file)?.count ?? 0) < allowed).map(([file, allowed]) => `${file}: ${counts.get(file)?.count ?? 0} < ${allowed}`);
    expect(stale).toEqual([]);
  });
});
