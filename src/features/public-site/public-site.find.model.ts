import { t } from 'elysia';
import { CONSULTATION_TYPE_CODES, consultationTypeLabel, type ConsultationType } from '../../lib/constants/consultation-types';
import { isZone, zoneMessage } from '../../lib/time';
import { SEARCH_TYPED_MAX } from '../../lib/search-text';
// The catalogue's `t` under another name: `t` here is Elysia's schema builder.
import { t as translate, type MessageKey } from '../../lib/i18n';

/** Where owners find a practice (spec §2 header link, §3 public state: search location and keyword). */
export const FIND_PATH = '/vet-appointments/';
/** Practices per page, and listings shown per practice: every answer is bounded. */
export const FIND_PAGE_SIZE = 10;
export const FIND_LISTINGS_PER_PRACTICE = 10;
const MAX_PAGE = 1000;
const MAX_TEXT = 100;

/** The query as it arrives: plain strings (checked by `parseFind`, so the form can show what is wrong). */
export const FindQuery = t.Object(
  {
    q: t.Optional(t.String({ maxLength: SEARCH_TYPED_MAX })),
    where: t.Optional(t.String({ maxLength: SEARCH_TYPED_MAX })),
    type: t.Optional(t.String({ maxLength: 2000 })),
    page: t.Optional(t.String({ maxLength: 2000 })),
    tz: t.Optional(t.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);

/** A search, checked: what the URL holds. */
export interface FindSearch {
  q: string;
  where: string;
  type: ConsultationType | null;
  page: number;
  /** The zone the next free slots are shown in; null: each listing's own. */
  tz: string | null;
}

export type FindErrors = Partial<Record<keyof FindSearch, string>>;

/** Keys (with `max` or `types`), translated where a search is checked or shown. */
export const FIND_MESSAGES = {
  q: 'Keyword must be at most {max} characters',
  where: 'Location must be at most {max} characters',
  type: 'Consultation type must be one of {types}',
  page: 'Page must be a whole number from 1 to {max}',
  none: 'No practices match your search. Try another keyword or location.',
} as const satisfies Record<string, MessageKey>;

/** Trims and checks every field; what is wrong is named by its field, and the rest is kept. */
export function parseFind(query: typeof FindQuery.static): { search: FindSearch; errors: FindErrors } {
  const errors: FindErrors = {};
  const text = (field: 'q' | 'where') => {
    const value = (query[field] ?? '').trim().replace(/\s+/g, ' ');
    if (value.length <= MAX_TEXT) return value;
    errors[field] = translate(FIND_MESSAGES[field], { max: MAX_TEXT });
    // Shown back in full beside the message (a refused search searches nothing).
    return value;
  };
  const typeText = (query.type ?? '').trim();
  const type = CONSULTATION_TYPE_CODES.find((c) => String(c) === typeText) ?? null;
  if (typeText && type === null) errors.type = translate(FIND_MESSAGES.type, { types: CONSULTATION_TYPE_CODES.map(consultationTypeLabel).join(', ') });
  const pageText = (query.page ?? '').trim();
  const page = /^\d{1,4}$/.test(pageText) && Number(pageText) >= 1 && Number(pageText) <= MAX_PAGE ? Number(pageText) : 1;
  if (pageText && String(page) !== pageText.replace(/^0+/, '')) errors.page = translate(FIND_MESSAGES.page, { max: MAX_PAGE });
  const tzText = (query.tz ?? '').trim();
  const tz = tzText && isZone(tzText) ? tzText : null;
  if (tzText && !tz) errors.tz = zoneMessage('Timezone');
  return { search: { q: text('q'), where: text('where'), type, page, tz }, errors };
}

/** The URL of a search (what the address bar and the paging links hold). */
export function findUrl(search: FindSearch, page = search.page): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.where) params.set('where', search.where);
  if (search.type !== null) params.set('type', String(search.type));
  if (search.tz) params.set('tz', search.tz);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${FIND_PATH}?${qs}` : FIND_PATH;
}
