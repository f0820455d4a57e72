import { t } from 'elysia';
import { zoneMessage } from '../../lib/time';

export const SlotsParams = t.Object({
  id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }),
});

export const SlotsQuery = t.Object({
  type: t.Numeric({ error: 'type must be a consultation type code (2000, 4000, 5000 or 6000)' }),
  date: t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'date must be a date as YYYY-MM-DD' }),
  tz: t.String({ minLength: 1, maxLength: 64, error: zoneMessage() }),
});

export const ListingsQuery = t.Object({
  site: t.String({ minLength: 1, maxLength: 63, error: 'site must be a practice sub-domain' }),
});

export const BookedSlotsBody = t.Object({
  id: t.Integer({ minimum: 1, error: 'id must be a listing id' }),
});

export const SlotsResponse = t.Object({ slots: t.Array(t.Object({ start: t.String(), label: t.String(), urgent: t.Optional(t.Literal(true)) })) });
