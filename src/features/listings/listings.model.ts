import { t } from 'elysia';
import { CONSULTATION_TYPE_CODES } from '../../lib/constants/consultation-types';
import { WEEKDAYS } from '../../lib/constants/weekdays';
import type { MessageKey } from '../../lib/i18n';
import { UrgentInput } from './listings.urgent';

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

export const ListingInput = t.Object({
  title: t.String({ minLength: 1, maxLength: 120, error: 'Title is required' }),
  line1: t.String({ minLength: 1, maxLength: 160, error: 'Line 1 is required' }),
  line2: t.Optional(t.String({ maxLength: 160, error: 'Line 2 must be at most 160 characters' })),
  address: t.Optional(t.String({ maxLength: 300, error: 'Address must be at most 300 characters' })),
  timezone: t.String({ minLength: 1, maxLength: 64, error: 'Timezone is required' }),
  vendor_login_id: t.Optional(t.Integer({ minimum: 1, error: 'Listing owner is required' })),
  managers: t.Optional(t.Array(t.Integer({ minimum: 1 }), { error: 'Managers must be team members' })),
  consultations: t.Array(ConsultationInput, { minItems: 1, error: 'Add at least one consultation' }),
  urgent: t.Optional(UrgentInput),
});
export type ListingInputValue = typeof ListingInput.static;
