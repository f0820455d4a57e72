import { Alert } from '../../../ui/Alert';
import { DataTable } from '../../../ui/DataTable';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { formatMoney } from '../../../lib/money';
import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import type { StrandedBooking } from '../listings.ports';

/** The question a save that takes types away from upcoming bookings comes back with. */
export interface StrandedQuestion {
  bookings: StrandedBooking[];
  /** The listing's zone: the bookings' times are the clinic's. */
  zone: string;
  /** The answer given, kept when the form comes back. */
  choice?: string;
}

/**
 * Inside the listing form, so the answer is posted with everything typed: the upcoming bookings
 * the change would strand, and keep or cancel them. Nothing is stored until it is answered.
 */
export function StrandedBookings({ question, error }: { question: StrandedQuestion; error?: string }) {
  const count = question.bookings.length;
  return (
    <section class="form-section stranded-bookings" id="stranded-bookings" aria-labelledby="stranded-title">
      <h2 id="stranded-title" safe>
        {t('Upcoming bookings of the types you are taking away')}
      </h2>
      <Alert kind="info" message={t('{count, plural, one {# upcoming booking is} other {# upcoming bookings are}} of a consultation type this change removes or turns off. Nothing has been saved yet: choose what happens to them, then save.', { count })} />
      <DataTable
        class="stranded-list"
        columns={[t('When'), t('Type'), t('Customer'), t('Pet'), t('Refund if canceled')]}
        rows={question.bookings}
        row={(b) => (
          <tr data-stranded={String(b.id)}>
            <td safe>{formatSlot(b.slot, question.zone)}</td>
            <td safe>{consultationTypeLabel(b.type)}</td>
            <td safe>{b.customer}</td>
            <td safe>{b.pet ?? '—'}</td>
            <td safe>{b.refund > 0 ? formatMoney(b.refund, b.currency) : t('Nothing to refund')}</td>
          </tr>
        )}
      />
      {question.bookings.map((b) => (
        <input type="hidden" name="stranded_seen" value={String(b.id)} />
      ))}
      <fieldset class={`field${error ? ' has-error' : ''}`} aria-describedby={error ? 'stranded-error' : undefined}>
        <legend safe>{t('What should happen to them?')}</legend>
        <label class="choice">
          <input type="radio" name="stranded" value="keep" checked={question.choice === 'keep'} />{' '}
          <span safe>{t('Keep them: they stay booked, and can still be rescheduled, until they are done. Owners can no longer book the type.')}</span>
        </label>
        <label class="choice">
          <input type="radio" name="stranded" value="cancel" checked={question.choice === 'cancel'} />{' '}
          <span safe>{t('Cancel them as the practice: each owner is refunded as shown and told by e-mail.')}</span>
        </label>
        {error ? (
          <p class="field-error" id="stranded-error" safe>
            {error}
          </p>
        ) : (
          ''
        )}
      </fieldset>
      <button type="submit" class="button" safe>
        {t('Save listing')}
      </button>
    </section>
  );
}
