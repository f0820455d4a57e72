import { t } from 'elysia';
import { BOOKING_FILTERS, type BookingFilter } from '../../lib/constants/booking-status';
import type { BookingSort } from '../booking/booking.queries';
import type { MessageKey } from '../../lib/i18n';

/** Catalogue keys, translated where shown. */
export const NO_APPOINTMENTS = 'No Appointments Found' satisfies MessageKey;
export const CANCEL_QUESTION = 'Are you sure you want to cancel this appointment?' satisfies MessageKey;
export const INVALID_LINK = 'Invalid link' satisfies MessageKey;

export const SORTS: { value: BookingSort; label: MessageKey }[] = [
  { value: 'slot', label: 'Appointment date' },
  { value: 'created', label: 'Created (newest first)' },
];

/** The list's query string. Every field is optional; an empty listing ("All listings") means none. */
export const ListQuery = t.Object({
  status: t.Optional(t.UnionEnum([...BOOKING_FILTERS])),
  sort: t.Optional(t.UnionEnum(['slot', 'created'])),
  tz: t.Optional(t.String({ maxLength: 64 })),
  listing: t.Optional(t.Union([t.Literal(''), t.Numeric({ minimum: 1 })])),
  page: t.Optional(t.Numeric({ minimum: 1, maximum: 100_000 })),
  /** The booking just canceled, whose refund the list tells of. */
  canceled: t.Optional(t.Numeric({ minimum: 1 })),
});

/** The filters as the list uses them, defaults filled in (spec §4: in progress, by appointment date). */
export interface ListFilters {
  status: BookingFilter;
  sort: BookingSort;
  /** The zone times are shown in; null when the URL named none (the browser's zone is chosen by the page script). */
  tz: string | null;
  listing?: number;
  page: number;
}

export function listFilters(query: typeof ListQuery.static): ListFilters {
  return {
    status: query.status ?? 'in progress',
    sort: query.sort ?? 'slot',
    tz: query.tz || null,
    listing: typeof query.listing === 'number' ? query.listing : undefined,
    page: query.page ?? 1,
  };
}

/** The URL of the list with these filters, e.g. for Load more and for pushing into history. */
export function listUrl(basePath: string, filters: ListFilters, page = filters.page): string {
  const params = new URLSearchParams({ status: filters.status, sort: filters.sort });
  if (filters.listing) params.set('listing', String(filters.listing));
  if (filters.tz) params.set('tz', filters.tz);
  if (page > 1) params.set('page', String(page));
  return `${basePath}?${params.toString()}`;
}
