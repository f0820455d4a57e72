import { t } from 'elysia';
import type { UrgentSetting } from '../../../db/schema';
import type { FieldErrors } from '../../lib/form-errors';

/** The listing form's urgent-capacity fields (`urgent[share]`, `urgent[release]`, `urgent[hours]`). */
export const UrgentInput = t.Object({
  share: t.Integer({ minimum: 0, maximum: 50, label: 'Urgent share', error: 'Urgent share must be a whole number from 0 to 50' }),
  release: t.Union([t.Literal('hours'), t.Literal('manual')], { error: 'Choose when urgent slots open to everyone' }),
  hours: t.Optional(t.Integer({ minimum: 0, maximum: 168, label: 'Hours before', error: 'Hours before must be a whole number from 0 to 168' })),
});
export type UrgentInputValue = typeof UrgentInput.static;

/** A setting a form starts with: none held, opening 2 hours before once a share is chosen. */
export const NO_URGENT: UrgentInputValue = { share: 0, release: 'hours', hours: 2 };

const num = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** The fields as the form sent them (qs-parsed `urgent`); undefined when the form had none (the stored setting stays). */
export function urgentFromForm(raw: unknown): UrgentInputValue | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const fields = raw as Record<string, unknown>;
  const share = fields.share === undefined || fields.share === '' ? 0 : num(fields.share);
  const hours = fields.hours === undefined || fields.hours === '' ? undefined : num(fields.hours);
  return { share: share as number, release: (fields.release ?? 'hours') as never, hours: hours as number | undefined };
}

/** What the schema cannot say: opening a set time before needs that time. */
export function urgentErrors(input: UrgentInputValue | undefined): FieldErrors {
  return input && input.share > 0 && input.release === 'hours' && input.hours === undefined ? { 'urgent.hours': 'Hours before must be a whole number from 0 to 168' } : {};
}

/** The setting kept on the listing: null when no share is held; undefined leaves the stored one. */
export function storedUrgent(input: UrgentInputValue | undefined): UrgentSetting | null | undefined {
  if (!input) return undefined;
  if (!(input.share > 0)) return null;
  return { share: input.share, release: input.release, hours: input.release === 'hours' ? (input.hours ?? null) : null };
}
