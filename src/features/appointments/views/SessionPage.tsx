import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Layout } from '../../../ui/Layout';
import { CONSULTATION_TYPES } from '../../../lib/constants/consultation-types';
import { formatSlot } from '../../../lib/time';
import { INVALID_LINK, PHONE_SESSION_TEXT } from '../appointments.model';
import type { BookingDetailRow } from '../../booking/booked.service';
import { detailPath, petName } from './AppointmentCard';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { listPathFor } from '../../../lib/paths';

/** What happens at the appointment, by consultation type; the telephone text is the spec's. */
function Instructions({ booking, zone }: { booking: BookingDetailRow; zone: string }) {
  const when = formatSlot(booking.slot, zone);
  switch (booking.type) {
    case CONSULTATION_TYPES.TELEPHONIC:
      return (
        <>
          <p class="session-instructions">{PHONE_SESSION_TEXT}</p>
          {booking.details.user.phone ? <p class="muted" safe>{`Number on file: ${booking.details.user.phone}`}</p> : ''}
        </>
      );
    case CONSULTATION_TYPES.CLINIC:
      return <p class="session-instructions" safe>{`The visit is at ${booking.details.listing.address ?? booking.practice_name}, ${when}. Please arrive ten minutes early.`}</p>;
    default:
      return <p class="session-instructions" safe>{`${consultationTypeLabel(booking.type)} consultation with ${booking.details.listing.title}, ${when}.`}</p>;
  }
}

/** The appointment's session page (spec §2 "Video session page"). */
export function SessionPage({ tenant, principal, booking, zone }: { tenant: Tenant; principal: Principal; booking: BookingDetailRow; zone: string }) {
  return (
    <DashboardLayout title="Appointment session" tenant={tenant} principal={principal} current={listPathFor(principal)}>
      <div class="page-heading">
        <h1 safe>{`${consultationTypeLabel(booking.type)} consultation`}</h1>
        <a class="button button-ghost" href={detailPath(principal, booking.id)}>
          Appointment details
        </a>
      </div>
      <section class="card session-card">
        <p safe>{`${booking.details.listing.title} · ${petName(booking)} · ${formatSlot(booking.slot, zone)}`}</p>
        <Instructions booking={booking} zone={zone} />
      </section>
    </DashboardLayout>
  );
}

/** A booking link that was forged or altered (spec §2, §8). */
export function InvalidLinkPage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout title={INVALID_LINK} tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1>{INVALID_LINK}</h1>
        <p>This booking link is not valid. Open the link from your e-mail again, or find the appointment in your dashboard.</p>
        <a class="button" href="/app">
          Go to dashboard
        </a>
      </section>
    </Layout>
  );
}
