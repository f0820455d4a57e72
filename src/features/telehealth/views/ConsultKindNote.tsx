import { t } from '../../../lib/i18n';
import type { ConsultKind } from '../telehealth.kind';

/** What both sides read of a remote consult's kind; nothing for a clinic visit. */
export function consultKindText(kind: ConsultKind): string | null {
  if (kind === 'telemedicine') return t('Telemedicine');
  if (kind === 'teletriage') return t('Teletriage — general advice only, no diagnosis or prescription');
  return null;
}

export function ConsultKindNote({ kind }: { kind: ConsultKind }) {
  const text = consultKindText(kind);
  if (!text) return '';
  return (
    <p class={`consult-kind consult-kind-${kind}`} data-consult-kind={kind}>
      <strong safe>{t('Consultation kind')}</strong> <span safe>{text}</span>
    </p>
  );
}
