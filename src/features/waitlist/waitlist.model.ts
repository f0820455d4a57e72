import { t } from 'elysia';
import type { MessageKey } from '../../lib/i18n';

/* The waitlist's inputs and the texts its refusals name. */

export const WAITLIST_MESSAGES = {
  notFound: 'Waitlist entry not found',
  offerNotFound: 'This offer is not yours or does not exist.',
  from: 'From must be a date',
  to: 'To must be a date',
  order: 'To must not be before From',
  range: 'The dates must be between today and {days} days ahead.',
  pet: 'pet_id must be one of your pets',
} as const satisfies Record<string, MessageKey>;

/** Joining: a listing, a consultation type and the days (in the listing's zone) the owner could come. */
export const JoinBody = t.Object({
  listing_id: t.Numeric({ minimum: 1, error: 'listing_id must be a listing id' }),
  type: t.Numeric({ minimum: 1, maximum: 99_999, error: 'type must be a consultation type' }),
  from: t.String({ maxLength: 10, error: 'From must be a date' }),
  to: t.String({ maxLength: 10, error: 'To must be a date' }),
  pet_id: t.Optional(t.Union([t.Numeric({ minimum: 1 }), t.Literal('')])),
});
export type JoinInput = typeof JoinBody.static;

export const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
export const TokenParams = t.Object({ token: t.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
