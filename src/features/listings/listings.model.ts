import { t } from 'elysia';
import { CONSULTATION_TYPE_CODES } from '../../lib/constants/consultation-types';
import { WEEKDAYS } from '../../lib/constants/weekdays';
import type { MessageKey } from '../../lib/i18n';
import { UrgentInput } from './listings.urgent';
import { noDefault } from '../../lib/no-default';

export const LISTINGS_LOAD_FAILED: MessageKey = 'Sorry something went wrong. Please try again later';

/** HH:mm on a 15-minute step (spec §5: times are in 15 minute steps); 24:00 closes a day. */
const QUARTER_HOUR = '^(?:(?:[01]\\d|2[0-3]):(?:00|15|30|45)|24:00)$';

const ScheduleRowInput = t.Object({
  days: t.Array(t.Union(WEEKDAYS.map((d) => t.Literal(d))), { minItems: 1, error: 'Choose at least one day' }),
  from: t.String({ pattern: QUARTER_HOUR, error: 'From must be a time on a 15-minute step' }),
  to: t.String({ pattern: QUARTER_HOUR, error: 'To must be a time on a 15-minute step' }),
});

const ConsultationInput = t.Object({
  status: t.Boolean(),
  type: t.Union(
    CONSULTATION_TYPE_CODES.map((c) => t.Literal(c)),
    { error: 'Consultation type is required' },
  ),
  duration: t.Integer({ minimum: 5, maximum: 480, error: 'Duration is required and must be a number of minutes (5–480)' }),
  /** In the practice's currency units as typed (40, 40.5): the service keeps it in minor units. */
  price: t.Number({ minimum: 0, maximum: 100000, error: 'Price is required and must be a number' }),
  schedule: t.Array(ScheduleRowInput, { minItems: 1, error: 'Add at least one schedule row' }),
});

/** A listing's cancellation policy as typed: fees in the currency's units (the service keeps minor units). */
export const PolicyInput = t.Object({
  notice_hours: t.Integer({ minimum: 1, maximum: 720, error: 'Notice window must be a whole number of hours, more than zero' }),
  inside: noDefault(t.UnionEnum(['full', 'partial', 'none', 'fee'], { error: 'Choose what happens inside the notice window' })),
  refund_percent: t.Optional(t.Integer({ minimum: 1, maximum: 99, error: 'Refund share must be a whole percentage from 1 to 99' })),
  fee: t.Optional(t.Number({ minimum: 0, maximum: 100000, error: 'Cancellation fee must be an amount' })),
  reschedule_inside: t.Boolean(),
  no_show_fee: t.Optional(t.Number({ minimum: 0, maximum: 100000, error: 'No-show fee must be an amount' })),
});
export type PolicyInputValue = typeof PolicyInput.static;

export const ListingInput = t.Object({
  title: t.String({ minLength: 1, maxLength: 120, error: 'Title is required' }),
  line1: t.String({ minLength: 1, maxLength: 160, error: 'Line 1 is required' }),
  line2: t.Optional(t.String({ maxLength: 160, error: 'Line 2 must be at most 160 characters' })),
  address: t.Optional(t.String({ maxLength: 300, error: 'Address must be at most 300 characters' })),
  timezone: t.String({ minLength: 1, maxLength: 64, error: 'Timezone is required' }),
  vendor_login_id: t.Optional(t.Integer({ minimum: 1, error: 'Listing owner is required' })),
  managers: t.Optional(t.Array(t.Integer({ minimum: 1 }), { error: 'Managers must be team members' })),
  consultations: t.Array(ConsultationInput, { minItems: 1, error: 'Add at least one consultation' }),
  /** Absent: no policy of its own (a full refund until the start). */
  policy: t.Optional(PolicyInput),
  urgent: t.Optional(UrgentInput),
  /** Owners may book repeat visits themselves; absent: left as it is. */
  owner_series: t.Optional(t.Boolean()),
});
export type ListingInputValue = typeof ListingInput.static;
