import { t } from '../../../lib/i18n';
import type { ConsultKind } from '../telehealth.kind';
import type { BookingTelehealthView } from '../telehealth.booking';
import { ConsultKindNote } from './ConsultKindNote';

/** On an appointment's and a session's page: the consult's kind, and for the practice whether the owner still has to accept the consent. */
export function TelehealthPanel({ view, practiceSide }: { view: Pick<BookingTelehealthView, 'kind' | 'consentNeeded'> & { kind: ConsultKind }; practiceSide: boolean }) {
  if (view.kind === 'clinic') return '';
  return (
    <div class="telehealth-panel">
      <ConsultKindNote kind={view.kind} />
      {practiceSide && view.consentNeeded ? (
        <p class="muted" safe>
          {t('The owner has not accepted the telehealth consent yet: the session opens for them once they do.')}
        </p>
      ) : (
        ''
      )}
    </div>
  );
}
