import { t } from 'elysia';
import { LIMITS } from '../../lib/constants/limits';
import type { MessageKey } from '../../lib/i18n';

/** Card fields as the spec's `payment` object names them (§7); rules of spec §5 "Card payment". */
const CardPayment = t.Object({
  name: t.String({ minLength: 1, maxLength: 120, requiredError: 'Name on card is required', error: 'Name on card is required' }),
  cardNumber: t.String({
    pattern: `^[0-9]{${LIMITS.CARD_NUMBER_MIN},${LIMITS.CARD_NUMBER_MAX}}$`,
    requiredError: 'Card number is required',
    error: (`Card number must be ${LIMITS.CARD_NUMBER_MIN} to ${LIMITS.CARD_NUMBER_MAX} digits` as const) satisfies MessageKey,
  }),
  expDt: t.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', requiredError: 'Expiry is required', error: 'Expiry must be a month as YYYY-MM' }),
  ccv: t.String({
    pattern: `^[0-9]{${LIMITS.CARD_CVC_MIN},${LIMITS.CARD_CVC_MAX}}$`,
    requiredError: 'Security code is required',
    error: (`Security code must be ${LIMITS.CARD_CVC_MIN} to ${LIMITS.CARD_CVC_MAX} digits` as const) satisfies MessageKey,
  }),
});

const Id = (error: MessageKey) => t.Integer({ minimum: 1, error });

/**
 * The body of `POST /api/payment` (spec §7). The spec's other fields (price, taxes, user,
 * vendor_id, listingTZ, details, subDomain…) are accepted and ignored: the server takes the
 * person from the session and the price, practice and zone from the listing.
 */
export const PaymentBody = t.Object(
  {
    vendor_listing_id: Id('vendor_listing_id (the listing) is required'),
    type: t.Integer({ error: 'type must be a consultation type code (2000, 4000, 5000 or 6000)' }),
    slot: t.String({ format: 'date-time', error: 'slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z' }),
    userTZ: t.Optional(t.String({ maxLength: 64, error: 'userTZ must be an IANA timezone' })),
    /** The pet's id; an object carrying the id is accepted too. Required, except when a person who is not yet the practice's customer chooses it on accepting. */
    pet: t.Optional(t.Union([Id('Pet is required'), t.Object({ id: Id('Pet is required') })], { error: 'Pet is required' })),
    info: t.Object({ summary: t.String({ minLength: 1, maxLength: 2000, requiredError: 'Reason for consult is required', error: 'Reason for consult is required' }) }, { error: 'Reason for consult is required' }),
    payment: t.Optional(CardPayment),
    /** A confirmed Stripe PaymentIntent (the Payment Element took the card). */
    paymentIntentId: t.Optional(t.String({ pattern: '^pi_[A-Za-z0-9_]+$', error: 'paymentIntentId must be a PaymentIntent id' })),
    /** A practice booking for a customer: who the customer is (ignored for an owner). */
    user_id: t.Optional(t.Integer({ minimum: 1, error: 'user_id must be a customer id' })),
    /** A practice booking a person by e-mail: its customer, or someone who must accept first. */
    customer_email: t.Optional(t.String({ format: 'email', maxLength: 254, error: 'customer_email must be a valid email address' })),
    /** A practice waives payment for its customer. */
    waive: t.Optional(t.Boolean({ error: 'waive must be true or false' })),
    /** The owner agrees to keep the card for the listing's no-show fee (required when it sets one and the owner pays by card). */
    no_show_consent: t.Optional(t.Boolean({ error: 'no_show_consent must be true or false' })),
    idempotencyKey: t.Optional(t.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$', error: 'idempotencyKey must be 8–100 letters, digits, _ : . or -' })),
    /** Video, phone or chat: where the pet is for the consult (ISO 3166-1 alpha-2, and an ISO 3166-2 region of it or ''), whether the owner or the practice books; checked against ISO 3166, never cut. */
    owner_country: t.Optional(t.String({ maxLength: 2, error: 'owner_country must be a two-letter country code' })),
    owner_region: t.Optional(t.String({ maxLength: 6, error: 'owner_region must be an ISO 3166-2 region code such as US-CA' })),
    /** Video, phone or chat: the version of the practice's telehealth consent the owner accepted. */
    telehealth_consent: t.Optional(t.Integer({ minimum: 1, error: 'telehealth_consent must be the version number of the consent accepted' })),
  },
  { additionalProperties: true },
);
export type PaymentInput = typeof PaymentBody.static;

/** The body of `POST /api/payment/intent`: the booking about to be paid for in the browser. */
export const IntentBody = t.Object(
  {
    vendor_listing_id: Id('vendor_listing_id (the listing) is required'),
    type: t.Integer({ error: 'type must be a consultation type code (2000, 4000, 5000 or 6000)' }),
    slot: t.String({ format: 'date-time', error: 'slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z' }),
    userTZ: t.Optional(t.String({ maxLength: 64, error: 'userTZ must be an IANA timezone' })),
    /** The owner agrees to keep the card for the listing's no-show fee: the intent then keeps it. */
    no_show_consent: t.Optional(t.Boolean({ error: 'no_show_consent must be true or false' })),
    idempotencyKey: t.Optional(t.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$', error: 'idempotencyKey must be 8–100 letters, digits, _ : . or -' })),
  },
  { additionalProperties: true },
);
export type IntentInput = typeof IntentBody.static;

export const BOOKING_MESSAGES = {
  slotTaken: 'Sorry, this time slot is no longer available. Please choose another time.',
  slotNotOffered: 'This time slot is not available. Please choose another time.',
  listingNotFound: 'No listing found!',
  typeNotOffered: 'This listing does not offer that consultation type',
  customerNotFound: 'Customer not found',
  cannotBook: 'You cannot book appointments for this listing',
  waiveOnlyPractice: 'Only the practice can waive payment',
  cardExpired: 'Your card has expired.',
  paymentRequired: 'Card details are required',
  inProgress: 'This payment is already being processed. Please wait a moment.',
  paymentFailed: 'Sorry! Something went wrong. Please try again later.',
  /** A payment found unfinished after a crash, and given back or never taken. */
  notCompleted: 'Your payment has not been completed. Please try again.',
  petInvalid: 'Pet is required',
  paymentUsed: 'This payment has already been used for a booking.',
  nothingToPay: 'This consultation is free: there is nothing to pay.',
  badSignature: 'Invalid webhook signature',
  cannotCancel: 'This appointment cannot be canceled.',
  cannotReschedule: 'This appointment cannot be rescheduled.',
  sameSlot: 'Choose a time other than the current one.',
  requestNeedsWaive: 'This person is not yet your customer: they accept the booking by e-mail first, and nothing is charged before they do. Waive the payment to send it.',
  requestPetFromPerson: 'This person is not yet your customer: they choose the pet when they accept.',
  otherPracticeSite: "On a practice's site you can book only that practice's listings.",
} as const satisfies Record<string, MessageKey>;
