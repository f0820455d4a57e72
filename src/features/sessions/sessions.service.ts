import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner } from '../../lib/policy';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import type { VideoJoin } from '../../providers/video/video';
import { bookingFor } from '../booking/booking.detail';
import type { BookingDetailRow } from '../booking/booking.queries';
import { SESSION_TEXTS, type Side } from './sessions.model';
import { roomState, roomWindow, withoutSession, type RoomState, type RoomWindow } from './sessions.window';
import type { MessageKey } from '../../lib/i18n';
import { findVideoRoom, saveVideoRoomOnce } from './sessions.repo';
import { sessionAccount } from '../accounts/accounts.service';
import { CLOSE } from './sessions.rooms';
import { currentStamp, type VersionedTable } from '../../../db/data-versions';
import { stampedCaches } from '../../lib/stamped-cache';
import { t } from '../../lib/i18n';

/** A person in a booking's room: which side, and the name the other side sees. */
export interface RoomMember {
  bookingId: number;
  kind: 'video' | 'chat';
  side: Side;
  personId: number;
  name: string;
  /** When the room closes (ISO instant). */
  closesAt: string;
  /** The token version of the session that joined: a sign-out or new password raises the account's. */
  tokenVersion?: number;
}

export interface SessionInfo {
  booking: BookingDetailRow;
  side: Side;
  state: RoomState;
  window: RoomWindow;
}

/**
 * The side a person is on, or null: the booking's owner, or a person of its practice who may
 * see it (the root admin, a team member managing its listing; bookingFor has checked the
 * team rule). A platform admin may look at a booking but is no party to its consultation.
 */
function sideOf(principal: Principal, booking: BookingDetailRow): Side | null {
  if (!can(principal, 'room:join', booking)) return null;
  return isPetOwner(principal) ? 'owner' : 'practice';
}

const fullName = (p: Principal) => `${p.first_name} ${p.last_name}`.trim() || p.email;
const roomKind = (type: number) => (type === CONSULTATION_TYPES.VIDEO ? 'video' : type === CONSULTATION_TYPES.CHAT ? 'chat' : null);

/** A booking's session as one of its two sides sees it; anyone else is told "not found". */
export async function sessionFor(deps: AppDeps, principal: Principal, bookingId: number): Promise<SessionInfo> {
  const booking = await bookingFor(deps, principal, bookingId);
  const side = sideOf(principal, booking);
  if (!side) throw notFound('Appointment not found');
  return { booking, side, state: roomState(booking, deps.clock()), window: roomWindow(booking) };
}

/** What each state of the room tells a person. */
export const ROOM_TEXTS = {
  open: 'The room is open.',
  'not-yet': SESSION_TEXTS.NOT_YET,
  ended: SESSION_TEXTS.ENDED,
  canceled: SESSION_TEXTS.CANCELED,
  moved: SESSION_TEXTS.MOVED,
} as const satisfies Record<RoomState, MessageKey>;

/**
 * Whether "Open session" is offered (the room can open now: 10 minutes before the slot to 30
 * minutes after its end), and what to say otherwise; a moved booking names the one that took its place.
 */
export function roomStatus(booking: Pick<BookingDetailRow, 'slot' | 'slot_end' | 'status' | 'rescheduled_to'>, now: Date): { open: boolean; text: string; movedTo: number | null } {
  const state = roomState(booking, now);
  return { open: state === 'open', text: t(ROOM_TEXTS[state]), movedTo: state === 'moved' ? booking.rescheduled_to : null };
}

/**
 * Checks a request to join a booking's live room (the WebSocket upgrade): signed in, one of the
 * booking's two sides, a video or chat booking, and the room open now. The room id alone
 * never admits anyone.
 */
export async function joinRoom(deps: AppDeps, principal: Principal | null, bookingId: number): Promise<RoomMember> {
  if (!principal) throw unauthorized();
  const { booking, side, state, window } = await sessionFor(deps, principal, bookingId);
  const kind = roomKind(booking.type);
  if (!kind) throw notFound('This appointment has no online room');
  if (state !== 'open') throw new AppError(409, ROOM_TEXTS[state]);
  return { bookingId, kind, side, personId: principal.id, name: fullName(principal), closesAt: window.closesAt.toISOString(), tokenVersion: principal.token_version };
}

export interface RightEnded {
  code: number;
  reason: string;
}

/** The tables a member's right is read from: the account, the booking, its listing's managers. */
const RIGHT_TABLES: VersionedTable[] = ['users', 'vendor_logins', 'bookings', 'vendor_listings'];
/** Verdicts kept while those tables are unchanged: a chat message then costs one small read, not the booking's joins. */
const verdicts = stampedCaches<RightEnded | null>(1000);

/**
 * Why a member's right to their room has ended (the close code and what the island shows), or
 * null while it holds: their account is gone, its session was ended (sign-out, new password),
 * they may no longer see the booking (a team member's listings changed), or the room is no
 * longer open. Asked on every chat message, so it is read afresh only after a write to a table it depends on.
 */
export async function rightEnded(deps: AppDeps, member: RoomMember): Promise<RightEnded | null> {
  if (deps.clock().getTime() >= Date.parse(member.closesAt)) return { code: CLOSE.ENDED, reason: SESSION_TEXTS.ENDED };
  const db = deps.database.db;
  const key = `${member.bookingId}:${member.side}:${member.personId}:${member.tokenVersion ?? ''}`;
  return verdicts(db).through(key, await currentStamp(db, RIGHT_TABLES), () => readRightEnded(deps, member));
}

async function readRightEnded(deps: AppDeps, member: RoomMember): Promise<RightEnded | null> {
  const account = await sessionAccount(deps, member.side === 'practice' ? 'vendor' : 'user', member.personId);
  if (!account) return { code: CLOSE.NO_ACCESS, reason: SESSION_TEXTS.NO_ACCESS };
  if (member.tokenVersion !== undefined && account.token_version !== member.tokenVersion) return { code: CLOSE.SIGNED_OUT, reason: SESSION_TEXTS.SIGNED_OUT };
  let state: RoomState;
  try {
    state = (await sessionFor(deps, { ...account, exp: 0 }, member.bookingId)).state;
  } catch (error) {
    if (error instanceof AppError) return { code: CLOSE.NO_ACCESS, reason: SESSION_TEXTS.NO_ACCESS };
    throw error;
  }
  if (state === 'open') return null;
  return withoutSession(state) ? { code: CLOSE.CANCELED, reason: ROOM_TEXTS[state] } : { code: CLOSE.ENDED, reason: SESSION_TEXTS.ENDED };
}

/** What the video island needs to join: ICE servers (webrtc), or the booking's Vonage session and a token. */
export async function videoJoinFor(deps: AppDeps, member: Pick<RoomMember, 'bookingId' | 'name'>): Promise<VideoJoin> {
  const video = deps.providers.video;
  let sessionId = (await findVideoRoom(deps.database.db, member.bookingId)) ?? null;
  if (!sessionId) {
    const created = await video.createSession();
    if (created) sessionId = await saveVideoRoomOnce(deps.database.db, member.bookingId, video.name, created);
  }
  return video.join(sessionId, { name: member.name });
}
