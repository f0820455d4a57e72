import { t } from '../i18n';
import { spokenTable } from './spoken';

/** Consultation type codes (spec §9). */
export const CONSULTATION_TYPES = {
  CLINIC: 2000,
  VIDEO: 4000,
  TELEPHONIC: 5000,
  CHAT: 6000,
} as const;

export type ConsultationType = (typeof CONSULTATION_TYPES)[keyof typeof CONSULTATION_TYPES];

/** Each type's label in the reader's language (the English texts are the catalogue's keys). */
export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = spokenTable<ConsultationType>({
  2000: 'Clinic',
  4000: 'Video',
  5000: 'Telephonic',
  6000: 'Chat',
});

export const CONSULTATION_TYPE_CODES = Object.values(CONSULTATION_TYPES) as ConsultationType[];

/** Vendor-facing pages use this type (spec §6, §9). */
export const VENDOR_PAGE_TYPE = 1000;

/** The label a person reads for a type code ("Video"); "Consultation" for a code the spec does not name. */
export function consultationTypeLabel(type: number): string {
  return CONSULTATION_TYPE_LABELS[type as ConsultationType] ?? t('Consultation');
}
