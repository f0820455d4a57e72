import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Island } from '../../../ui/Island';
import { CONSULTATION_TYPES, consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { formatSlot } from '../../../lib/time';
import { listPathFor } from '../../../lib/paths';
import { customerName, detailPath, petName } from '../../booking/views/AppointmentCard';
import { PHONE_SESSION_TEXT, SESSION_LIMITS, type ChatMessage } from '../sessions.model';
import { withoutSession } from '../sessions.window';
import type { SessionInfo } from '../sessions.service';
import { ConsultationNote, PhonePanel, RoomClosed, type RefusedNote } from './SessionPanels';
import { t } from '../../../lib/i18n';
import type { IntakeState } from '../../intake/intake.service';
import { IntakePanel } from '../../intake/views/IntakePanel';

export interface SessionPageProps {
  tenant: Tenant;
  principal: Principal;
  session: SessionInfo;
  zone: string;
  video: 'webrtc' | 'vonage';
  /** A chat booking's stored messages. */
  history: ChatMessage[];
  /** The consult's kind (telemedicine or teletriage), already rendered by telehealth. */
  safeTelehealth?: JSX.Element;
  /** The booking's intake, which the vet reads beside the consultation (null for the owner's side). */
  intake?: IntakeState | null;
}

function Room({ principal, session, zone, video, history }: SessionPageProps) {
  const { booking, side, state } = session;
  const peerLabel = side === 'owner' ? booking.details.listing.title : customerName(booking);
  const movedTo = booking.rescheduled_to === null ? null : { id: booking.rescheduled_to, href: detailPath(principal, booking.rescheduled_to) };
  const closed = <RoomClosed {...session} zone={zone} movedTo={movedTo} />;
  switch (booking.type) {
    case CONSULTATION_TYPES.TELEPHONIC:
      return withoutSession(state) ? closed : <PhonePanel booking={booking} side={side} phoneText={PHONE_SESSION_TEXT} />;
    case CONSULTATION_TYPES.VIDEO:
      if (state !== 'open') return closed;
      return <Island name={video === 'vonage' ? 'VonageCall' : 'VideoCall'} props={{ bookingId: booking.id, peerLabel }} />;
    case CONSULTATION_TYPES.CHAT:
      if (withoutSession(state)) return closed;
      return (
        <>
          {state === 'open' ? '' : closed}
          <Island name="ChatRoom" props={{ bookingId: booking.id, side, history, open: state === 'open', maxLength: SESSION_LIMITS.MESSAGE_MAX_CHARS, zone }} />
        </>
      );
    default:
      return <p class="session-instructions" safe>{t('The visit is at {place}, {time}. Please arrive ten minutes early.', { place: booking.details.listing.address ?? booking.practice_name, time: formatSlot(booking.slot, zone) })}</p>;
  }
}

/** The appointment's session page (spec §2 "Video session page"): the video room (the booking id is the room), the chat, or the phone text. */
export function SessionPage(props: SessionPageProps & { noteSaved?: boolean; noteRefused?: RefusedNote; safePrescribe?: JSX.Element }) {
  const { tenant, principal, session, zone, safeTelehealth, safePrescribe } = props;
  const { booking, side } = session;
  const live = booking.type === CONSULTATION_TYPES.VIDEO || booking.type === CONSULTATION_TYPES.CHAT;
  return (
    <DashboardLayout title={t('Appointment session')} tenant={tenant} principal={principal} current={listPathFor(principal)} islands={live}>
      <div class="page-heading">
        <h1 safe>{t('{type} consultation', { type: consultationTypeLabel(booking.type) })}</h1>
        <a class="button button-ghost" href={detailPath(principal, booking.id)} safe>
          {t('Appointment details')}
        </a>
      </div>
      <section class="card session-card" data-room={String(booking.id)} data-room-state={session.state}>
        <p safe>{`${booking.details.listing.title} · ${customerName(booking)} · ${petName(booking)} · ${formatSlot(booking.slot, zone)}`}</p>
        {safeTelehealth ?? ''}
        <Room {...props} />
      </section>
      {props.intake ? <IntakePanel state={props.intake} owner={false} action="" /> : ''}
      {booking.type !== CONSULTATION_TYPES.CLINIC && !withoutSession(session.state) ? <ConsultationNote booking={booking} side={side} saved={props.noteSaved} refused={props.noteRefused} /> : ''}
      {safePrescribe ?? ''}
    </DashboardLayout>
  );
}
