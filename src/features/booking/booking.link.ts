import { hmacHex, safeEqual } from '../../lib/crypto';

/** Who a booking link is for: the customer (pet owner) or the practice. */
export type LinkAudience = 'customer' | 'practice';

interface BookingLink {
  userId: number;
  audience: LinkAudience;
  bookingId: number;
}

const PURPOSE = 'booking-link';
const MARKERS: Record<LinkAudience, string> = { customer: 'c', practice: 'v' };

/**
 * The `z` of a booking link (`/appointments?z=…`): the user id, a customer/practice marker and
 * the booking id (spec §6), signed so that a link cannot be forged or altered (architecture §12).
 * Format: `<userId>.<c|v>.<bookingId>.<hmac>`; the parts are not secret, the signature is.
 */
export function signBookingLink(secret: string, link: BookingLink): string {
  const body = `${link.userId}.${MARKERS[link.audience]}.${link.bookingId}`;
  return `${body}.${hmacHex(secret, PURPOSE, body).slice(0, 32)}`;
}

/** The link's content, or null when it was altered, forged or malformed. */
export function verifyBookingLink(secret: string, z: string): BookingLink | null {
  const match = /^(\d{1,12})\.([cv])\.(\d{1,12})\.([0-9a-f]{32})$/.exec(z);
  if (!match) return null;
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  if (!safeEqual(hmacHex(secret, PURPOSE, body).slice(0, 32), match[4]!)) return null;
  return { userId: Number(match[1]), audience: match[2] === 'c' ? 'customer' : 'practice', bookingId: Number(match[3]) };
}

export function bookingLinkUrl(publicUrl: string, secret: string, link: BookingLink): string {
  return `${publicUrl}/appointments?z=${encodeURIComponent(signBookingLink(secret, link))}`;
}

/** Whose booking a manage link opens, and what revokes it: the owner's password hash (a password change). */
export interface ManageLink {
  bookingId: number;
  userId: number;
  passwordHash: string | null;
}

const MANAGE_PURPOSE = 'manage-link';

/** 96 bits of the HMAC, as 16 base64url characters: short enough for an SMS, long enough never to be guessed. */
function manageSignature(secret: string, link: ManageLink): string {
  const mac = hmacHex(secret, MANAGE_PURPOSE, `${link.bookingId}.${link.userId}.${link.passwordHash ?? ''}`);
  return Buffer.from(mac.slice(0, 24), 'hex').toString('base64url');
}

/**
 * The token of a booking's manage link (`/m/<token>`): the booking id in base 36 and a signature
 * over the booking, its owner and the owner's password hash, so that changing the password
 * revokes every link sent before. Its expiry is not in it: the server reads it off the booking.
 */
export function signManageToken(secret: string, link: ManageLink): string {
  return `${link.bookingId.toString(36)}.${manageSignature(secret, link)}`;
}

/** The booking id a token names, before its signature is checked against the booking's owner; null when malformed. */
export function manageTokenBookingId(token: string): number | null {
  const match = /^([0-9a-z]{1,10})\.[A-Za-z0-9_-]{16}$/.exec(token);
  return match ? Number.parseInt(match[1]!, 36) : null;
}

/** Whether the token was made for this booking, owner and password (never altered, forged or revoked). */
export function verifyManageToken(secret: string, token: string, link: ManageLink): boolean {
  return safeEqual(signManageToken(secret, link), token);
}

export const manageLinkUrl = (base: string, secret: string, link: ManageLink): string => `${base}/m/${signManageToken(secret, link)}`;
