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
