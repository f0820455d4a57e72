import { DateTime } from 'luxon';
import { SeriesVisit } from './SeriesVisit';
import { Transcript, type TranscriptMessage } from './ChatTranscript';
import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { CopyField } from '../../../ui/CopyField';
import { TableHead } from '../../../ui/DataTable';
import { CONSULTATION_TYPES } from '../../../lib/constants/consultation-types';
import { formatDate, formatSlot } from '../../../lib/time';
import { CANCEL_QUESTION } from '../appointments.model';
import type { BookingDetailRow } from '../../booking/booking.queries';
import { StatusBadge, customerName, detailPath, petName } from '../../booking/views/AppointmentCard';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { DEFAULT_CURRENCY, priceLabel } from '../../../lib/money';
import { listPathFor } from '../../../lib/paths';
import { SavedNote } from '../../sessions/views/SessionPanels';
import { t } from '../../../lib/i18n';
import { categoryLabel } from '../../records/records.labels';

export type DetailTab = 'details' | 'video' | 'records';

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
  /** Whether this person may move it to another slot now (the owner or the practice, a live upcoming booking). */
  canReschedule: boolean;
  /** Whether the consultation's room can be opened now, and what to say about it; a moved booking names the one that took its place. */
  room: { open: boolean; text: string; movedTo?: number | null };
  /** A chat booking's messages; null for other types. */
  chat: TranscriptMessage[] | null;
  /** A canceled booking: what was refunded and when, or why nothing was. */
  refund?: string | null;
  /** What Cancel would refund now (the listing's policy), said before the reader confirms. */
  cancelQuote?: string | null;
  /** The attendance panel (marks, no-show fee), already rendered; empty when there is nothing to show. */
  safeAttendance?: JSX.Element;
  /** The consult's kind (telemedicine or teletriage), already rendered by telehealth. */
  safeTelehealth?: JSX.Element;
  /** The intake questions (the owner's form, or the answers the practice reads), already rendered. */
  safeIntake?: JSX.Element;
}

const recordDate = (record: RecordRow) => {
  const d = record.details;
  const date = d.date ?? d.visit_date ?? d.start_date;
  return formatDate(typeof date === 'string' ? date : DateTime.fromISO(record.created_at).toISODate()!);
};
const recordName = (record: RecordRow) => (typeof record.details.name === 'string' ? record.details.name : '—');

const hasSession = (type: number) => type !== CONSULTATION_TYPES.CLINIC;

/** "Open session" while the room can open; otherwise why not (not yet, ended, canceled). */
function OpenSession({ booking, room }: Pick<AppointmentDetailProps, 'booking' | 'room'>) {
  if (!hasSession(booking.type)) return '';
  if (!room.open)
    return (
      <span class="muted session-state" safe>
        {room.text}
      </span>
    );
  return (
    <a class="button" href={`/appointments/${booking.id}/session`} safe>
      {t('Open session')}
    </a>
  );
}

/** The Video Chat tab (spec §2): whether the room is open, and the way into it; a moved booking leads to the new one. */
function VideoTab({ booking, room, principal }: Pick<AppointmentDetailProps, 'booking' | 'room' | 'principal'>) {
  return (
    <div class="video-tab">
      {room.open ? (
        <p class="session-instructions" safe>
          {room.text}
        </p>
      ) : (
        ''
      )}
      <OpenSession booking={booking} room={room} />
      {room.movedTo ? <MovedTo booking={booking} principal={principal} /> : ''}
    </div>
  );
}

/** A rescheduled booking leads to the booking that took its place. */
function MovedTo({ booking, principal }: Pick<AppointmentDetailProps, 'booking' | 'principal'>) {
  if (booking.rescheduled_to === null) return '';
  return (
    <p class="rescheduled-to">
      <a href={detailPath(principal, booking.rescheduled_to)} safe>
        {t('Re-Scheduled to appointment #{id}', { id: String(booking.rescheduled_to) })}
      </a>
    </p>
  );
}

/** What the reader may do with the booking: open its session, move it, cancel it (each as the policy allows). */
function Actions({ booking, principal, room, canCancel, canReschedule, cancelQuote }: Pick<AppointmentDetailProps, 'booking' | 'principal' | 'room' | 'canCancel' | 'canReschedule' | 'cancelQuote'>) {
  return (
    <div class="form-actions appointment-actions">
      <OpenSession booking={booking} room={room} />
      {canReschedule ? (
        <a class="button button-ghost" href={`${detailPath(principal, booking.id)}/reschedule`} safe>
          {t('Reschedule')}
        </a>
      ) : (
        ''
      )}
      {canCancel ? (
        <form method="post" action={`/app/appointments/${booking.id}/cancel`} hx-post={`/app/appointments/${booking.id}/cancel`} hx-confirm={[t(CANCEL_QUESTION), cancelQuote ?? ''].join(' ').trim()} hx-target="#cancel-result">
          <button type="submit" class="button button-danger" safe>
            {t('Cancel Appointment')}
          </button>
        </form>
      ) : (
        ''
      )}
    </div>
  );
}

function Details({ booking, principal, zone, now, link, canCancel, canReschedule, room, chat, refund, cancelQuote, safeAttendance }: AppointmentDetailProps) {
  const { details } = booking;
  return (
    <>
      <dl class="appointment-facts">
        <dt safe>{t('Practice')}</dt>
        <dd safe>{booking.practice_name}</dd>
        <dt safe>{t('Vet')}</dt>
        <dd safe>{details.listing.title}</dd>
        <dt safe>{t('Customer')}</dt>
        <dd safe>{customerName(booking)}</dd>
        <dt safe>{t('Pet')}</dt>
        <dd safe>{petName(booking)}</dd>
        <dt safe>{t('Type')}</dt>
        <dd safe>{t('{type}, {minutes} minutes', { type: consultationTypeLabel(booking.type), minutes: details.listing.duration })}</dd>
        <dt safe>{t('Time')}</dt>
        <dd safe>{formatSlot(booking.slot, zone)}</dd>
        {booking.type === CONSULTATION_TYPES.CLINIC && details.listing.address ? (
          <>
            <dt safe>{t('Address')}</dt>
            <dd safe>{details.listing.address}</dd>
          </>
        ) : (
          ''
        )}
        <dt safe>{t('Price')}</dt>
        <dd safe>{priceLabel(details.listing.price, details.listing.currency ?? DEFAULT_CURRENCY)}</dd>
        <dt safe>{t('Reason')}</dt>
        <dd safe>{details.info.summary}</dd>
        <dt safe>{t('Status')}</dt>
        <dd>
          <StatusBadge booking={booking} now={now} />
        </dd>
        {refund ? (
          <>
            <dt safe>{t('Refund')}</dt>
            <dd class="refund" safe>
              {refund}
            </dd>
          </>
        ) : (
          ''
        )}
      </dl>
      <MovedTo booking={booking} principal={principal} />
      <SeriesVisit booking={booking} canCancel={canCancel} principal={principal} />
      {canCancel && cancelQuote ? <p class="cancel-quote" safe>{cancelQuote}</p> : ''}
      <Actions booking={booking} principal={principal} room={room} canCancel={canCancel} canReschedule={canReschedule} cancelQuote={cancelQuote} />
      <div id="cancel-result"></div>
      {safeAttendance ?? ''}
      <SavedNote booking={booking} card={false} />
      {chat ? <Transcript chat={chat} zone={zone} /> : ''}
      {link ? (
        <CopyField id="booking-link" label={t('Booking link')} value={link} class="booking-link" />
      ) : (
        ''
      )}
    </>
  );
}

function Records({ records, petId }: { records: RecordRow[]; petId: number | null }) {
  const full = petId ? (
    <p>
      <a class="button button-ghost" href={`/app/medical-records?pet=${petId}`} safe>
        {t('Open all medical records')}
      </a>
    </p>
  ) : (
    ''
  );
  if (records.length === 0) return <>{full}<p class="empty-state" safe>
          {t('No Records Found')}
        </p></>;
  return (
    <div class="table-wrap">
      {full}
      <table>
        <TableHead columns={[t('Category'), t('Date'), t('Name')]} />
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

/** One appointment with its tabs (spec §2): Details, and Video Chat and Medical Records for a video booking. */
export function AppointmentDetailPage(props: AppointmentDetailProps) {
  const { tenant, principal, booking, tab, records, safeTelehealth, safeIntake } = props;
  const base = detailPath(principal, booking.id);
  const list = listPathFor(principal);
  const showRecords = records !== null && tab === 'records';
  const showVideo = records !== null && tab === 'video';
  const safeIntakeShown = safeIntake ?? '';
  return (
    <DashboardLayout title={t('Appointment')} tenant={tenant} principal={principal} current={list}>
      <div class="page-heading">
        <h1 safe>{t('Appointment #{id}', { id: String(booking.id) })}</h1>
        <a class="button button-ghost" href={list} safe>
          {t('Back to appointments')}
        </a>
      </div>
      {records !== null ? (
        <nav class="tabs" aria-label={t('Appointment')}>
          <a href={base} aria-current={showRecords || showVideo ? undefined : 'page'} safe>
            {t('Details')}
          </a>
          <a href={`${base}?tab=video`} aria-current={showVideo ? 'page' : undefined} safe>
            {t('Video Chat')}
          </a>
          <a href={`${base}?tab=records`} aria-current={showRecords ? 'page' : undefined} safe>
            {t('Medical Records')}
          </a>
        </nav>
      ) : (
        ''
      )}
      <section class="card appointment-detail">{safeTelehealth ?? ''}{showRecords ? <Records records={records} petId={booking.details.pet?.id ?? null} /> : showVideo ? <VideoTab {...props} /> : <Details {...props} />}</section>
      {showRecords || showVideo ? '' : safeIntakeShown}
      <script src="/public/js/appointments.js" defer></script>
    </DashboardLayout>
  );
}
