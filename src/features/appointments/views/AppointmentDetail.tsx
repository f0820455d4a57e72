import { DateTime } from 'luxon';
import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { CONSULTATION_TYPES } from '../../../lib/constants/consultation-types';
import { formatSlot } from '../../../lib/time';
import { CANCEL_QUESTION } from '../appointments.model';
import type { BookingDetailRow } from '../../booking/booked.service';
import { StatusBadge, customerName, detailPath, petName } from './AppointmentCard';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { priceLabel } from '../../../lib/money';
import { listPathFor } from '../../../lib/paths';

export type DetailTab = 'details' | 'records';

interface RecordRow {
  id: number;
  category: string;
  details: Record<string, unknown>;
  created_at: string;
}

interface AppointmentDetailProps {
  tenant: Tenant;
  principal: Principal;
  booking: BookingDetailRow;
  now: Date;
  zone: string;
  tab: DetailTab;
  /** The pet's records; only a video booking has the Medical Records tab (spec §2). */
  records: RecordRow[] | null;
  /** The signed booking link for this person, or null (an admin). */
  link: string | null;
  canCancel: boolean;
}

const recordDate = (record: RecordRow) => {
  const d = record.details;
  const date = d.date ?? d.visit_date ?? d.start_date;
  return typeof date === 'string' ? date : DateTime.fromISO(record.created_at).toISODate()!;
};
const recordName = (record: RecordRow) => (typeof record.details.name === 'string' ? record.details.name : '—');
const categoryLabel = (category: string) => category.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function Details({ booking, principal, zone, now, link, canCancel }: AppointmentDetailProps) {
  const { details } = booking;
  return (
    <>
      <dl class="appointment-facts">
        <dt>Practice</dt>
        <dd safe>{booking.practice_name}</dd>
        <dt>Vet</dt>
        <dd safe>{details.listing.title}</dd>
        <dt>Customer</dt>
        <dd safe>{customerName(booking)}</dd>
        <dt>Pet</dt>
        <dd safe>{petName(booking)}</dd>
        <dt>Type</dt>
        <dd safe>{`${consultationTypeLabel(booking.type)}, ${details.listing.duration} minutes`}</dd>
        <dt>Time</dt>
        <dd safe>{formatSlot(booking.slot, zone)}</dd>
        {booking.type === CONSULTATION_TYPES.CLINIC && details.listing.address ? (
          <>
            <dt>Address</dt>
            <dd safe>{details.listing.address}</dd>
          </>
        ) : (
          ''
        )}
        <dt>Price</dt>
        <dd safe>{priceLabel(details.listing.price)}</dd>
        <dt>Reason</dt>
        <dd safe>{details.info.summary}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge booking={booking} now={now} />
        </dd>
      </dl>
      <div class="form-actions appointment-actions">
        <a class="button" href={`/appointments/${booking.id}/session`}>
          Open session
        </a>
        {canCancel ? (
          <form method="post" action={`/app/appointments/${booking.id}/cancel`} hx-post={`/app/appointments/${booking.id}/cancel`} hx-confirm={CANCEL_QUESTION} hx-target="#cancel-result">
            <button type="submit" class="button button-danger">
              Cancel Appointment
            </button>
          </form>
        ) : (
          ''
        )}
      </div>
      <div id="cancel-result"></div>
      {link ? (
        <div class="field booking-link">
          <label for="booking-link">Booking link</label>
          <div class="field-with-action">
            <input id="booking-link" type="text" readonly value={link} />
            <button type="button" class="button button-ghost" data-copy="#booking-link">
              Copy link
            </button>
          </div>
        </div>
      ) : (
        ''
      )}
    </>
  );
}

function Records({ records, petId }: { records: RecordRow[]; petId: number | null }) {
  const full = petId ? (
    <p>
      <a class="button button-ghost" href={`/app/medical-records?pet=${petId}`}>
        Open all medical records
      </a>
    </p>
  ) : (
    ''
  );
  if (records.length === 0) return <>{full}<p class="empty-state">No Records Found</p></>;
  return (
    <div class="table-wrap">
      {full}
      <table>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr>
              <td safe>{categoryLabel(record.category)}</td>
              <td safe>{recordDate(record)}</td>
              <td safe>{recordName(record)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One appointment with its tabs (spec §2): Details, and Medical Records for a video booking. */
export function AppointmentDetailPage(props: AppointmentDetailProps) {
  const { tenant, principal, booking, tab, records } = props;
  const base = detailPath(principal, booking.id);
  const list = listPathFor(principal);
  const showRecords = records !== null && tab === 'records';
  return (
    <DashboardLayout title="Appointment" tenant={tenant} principal={principal} current={list}>
      <div class="page-heading">
        <h1 safe>{`Appointment #${booking.id}`}</h1>
        <a class="button button-ghost" href={list}>
          Back to appointments
        </a>
      </div>
      {records !== null ? (
        <nav class="tabs" aria-label="Appointment">
          <a href={base} aria-current={showRecords ? undefined : 'page'}>
            Details
          </a>
          <a href={`${base}?tab=records`} aria-current={showRecords ? 'page' : undefined}>
            Medical Records
          </a>
        </nav>
      ) : (
        ''
      )}
      <section class="card appointment-detail">{showRecords ? <Records records={records} petId={booking.details.pet?.id ?? null} /> : <Details {...props} />}</section>
      <script src="/public/js/appointments.js" defer></script>
    </DashboardLayout>
  );
}
