/** Business limits (spec §9). */
export const LIMITS = {
  /** Selectable booking dates run from today up to this many days ahead. */
  BOOKING_DAYS_AHEAD: 15,
  /** A slot must start more than this many minutes from now. */
  BOOKING_LEAD_MINUTES: 60,
  /** Schedule times are in steps of this many minutes. */
  SCHEDULE_STEP_MINUTES: 15,
  APPOINTMENTS_PAGE_SIZE: 10,
  USERS_PAGE_SIZE: 10,
  LISTINGS_DEFAULT_LIMIT: 10,
  /** Screens narrower than this many pixels use the phone layout. */
  MOBILE_MAX_WIDTH: 850,
  SUBDOMAIN_MIN_LENGTH: 4,
  CARD_NUMBER_MIN: 13,
  CARD_NUMBER_MAX: 16,
  CARD_CVC_MIN: 3,
  CARD_CVC_MAX: 4,
  PASSWORD_MIN: 8,
  PHONE_DIGITS: 10,
  /** The longest phone number as typed, with its + and separators. */
  PHONE_TYPED: 30,
  OTP_DIGITS: 4,
  PASSWORD_SALT_ROUNDS: 10,
  PET_FORM_CLOSE_MS: 500,
  AVATAR_ZOOM_MIN: 0.1,
  AVATAR_ZOOM_MAX: 2,
  AVATAR_ZOOM_DEFAULT: 1.2,
  AVATAR_WIDTH: 240,
  HEADER_OPAQUE_SCROLL_PX: 100,
} as const;

/** Figures quoted in the legal text (spec §9, Terms). */
export const TERMS = {
  REFUND_DAYS: 30,
  SECOND_OPINION_HOURS: 48,
  SECOND_OPINION_EXTENDED_DAYS: 5,
  E_CONSULTATION_REPORT_DAYS: 5,
  FREE_RECORDS_REQUESTS: 4,
  EXTRA_RECORDS_REQUEST_USD: 25,
  BACKUP_WEEKS: 2,
} as const;
