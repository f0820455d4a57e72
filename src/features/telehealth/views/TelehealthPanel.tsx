import { currentReader, t } from '../../../lib/i18n';
import { placeLabel } from '../telehealth.places';
import type { ConsultKind } from '../telehealth.kind';
import type { BookingTelehealthView } from '../telehealth.booking';
import { ConsultKindNote } from './ConsultKindNote';

/** On an appointment's and a session's page: the consult's kind, where the pet will be, and for the practice whether the owner still has to accept the consent. */
export function TelehealthPanel({ view, practiceSide }: { view: Pick<BookingTelehealthView, 'kind' | 'consentNeeded' | 'place'> & { kind: ConsultKind }; practiceSide: boolean }) {
  if (view.kind === 'clinic') return '';
  return (
    <div class="telehealth-panel">
      <ConsultKindNote kind={view.kind} />
      {view.place ? (
        <p class="pet-location" data-pet-location={view.place.region || view.place.country}>
          <strong safe>{t('Where the pet will be')}</strong> <span safe>{placeLabel(view.place, currentReader().locale)}</span>
        </p>
      ) : (
        ''
      )}
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
