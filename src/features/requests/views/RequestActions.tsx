import type { PropsWithChildren } from '@kitajs/html';
import type { FieldErrors } from '../../../lib/form-errors';
import { DEFAULT_CURRENCY, priceLabel } from '../../../lib/money';
import type { HouseVisitDetails, Request } from '../../../../db/schema';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import type { Side } from '../requests.service';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS } from '../../../lib/paths';
import { CardFields, TextArea, shownErrors, type FormValues } from './RequestFields';
import { t, translated } from '../../../lib/i18n';

export interface ActionProps {
  request: Request;
  side: Side;
  values: FormValues;
  errors: FieldErrors;
  /** A fresh key for a payment form. */
  idempotencyKey: string;
  /** The practice choosing a slot: the day shown and its free clinic slots. */
  slots?: { date: string; zone: string; slots: { start: string; label: string }[] } | null;
  /** The clinic consultation's price, in minor units of `visitCurrency` (a house visit's payment). */
  visitPrice?: number | null;
  visitCurrency?: string;
}

function PostForm({ action, button, children }: PropsWithChildren<{ action: string; button: string }>) {
  return (
    <form method="post" action={action} class="request-form">
      {children}
      <button type="submit" class="button" safe>
        {button}
      </button>
    </form>
  );
}

function SlotPicker({ request, slots, errors }: Pick<ActionProps, 'request' | 'slots' | 'errors'>) {
  if (!slots) return '';
  return (
    <section aria-labelledby="accept-heading">
      <h2 id="accept-heading" safe>
        {t('Accept with a clinic slot')}
      </h2>
      <form method="get" action={`/app/requests/${request.id}`} class="inline-form">
        <Field name="date" label={t('Day')} type="date" value={slots.date} />
        <button type="submit" class="button button-secondary" safe>
          {t('Show free slots')}
        </button>
      </form>
      {slots.slots.length === 0 ? (
        <p class="empty-state" safe>
          {t('No free slots that day.')}
        </p>
      ) : (
        <PostForm action={`/app/requests/${request.id}/accept`} button={t('Accept and offer this time')}>
          <Field name="slot" label={t('Free slots ({zone})', { zone: slots.zone })} error={errors.slot}>
            <select id="field-slot" name="slot" required>
              {slots.slots.map((s) => (
                <option value={s.start} safe>
                  {s.label}
                </option>
              ))}
            </select>
          </Field>
        </PostForm>
      )}
    </section>
  );
}

/** One action: its heading, and a form of one text field posted to it. */
function TextAction(p: { id: string; heading: string; action: string; button: string; name: string; label: string; rows: number; max: number; values: FormValues; errors: FieldErrors }) {
  return (
    <section aria-labelledby={`${p.id}-heading`}>
      <h2 id={`${p.id}-heading`} safe>
        {p.heading}
      </h2>
      <PostForm action={p.action} button={p.button}>
        <TextArea name={p.name} label={p.label} values={p.values} errors={p.errors} rows={p.rows} max={p.max} />
      </PostForm>
    </section>
  );
}

/** What the reader can do next, by side and state: ask, answer, report; accept, decline, pay. */
export function RequestActions(props: ActionProps) {
  const { request: r, side, values } = props;
  const errors = shownErrors(props.errors);
  const base = `/app/requests/${r.id}`;
  const waiting = r.status === 'open' || r.status === 'more_info';
  if (r.kind === 'second_opinion' && side === 'practice' && waiting) {
    return (
      <>
        <TextAction id="report" heading={t('Deliver the report')} action={`${base}/report`} button={t('Deliver report')} name="report" label={t('Written report')} rows={10} max={20000} values={values} errors={errors} />
        <TextAction id="ask" heading={t('Ask for more information')} action={`${base}/more-info`} button={t('Ask the owner')} name="body" label={t('What do you need?')} rows={4} max={4000} values={values} errors={errors} />
      </>
    );
  }
  if (r.kind === 'second_opinion' && side === 'owner' && r.status === 'more_info') {
    return <TextAction id="answer" heading={t('Answer the practice')} action={`${base}/answer`} button={t('Send answer')} name="body" label={t('Your answer')} rows={5} max={4000} values={values} errors={errors} />;
  }
  const d = r.details as HouseVisitDetails;
  if (r.kind === 'house_visit' && side === 'practice' && (r.status === 'open' || r.status === 'accepted')) {
    return (
      <>
        {r.status === 'open' ? <SlotPicker {...props} errors={errors} /> : ''}
        <TextAction id="decline" heading={t('Decline')} action={`${base}/decline`} button={t('Decline request')} name="reason" label={t('Reason for declining')} rows={3} max={2000} values={values} errors={errors} />
      </>
    );
  }
  if (r.kind === 'house_visit' && side === 'owner' && r.status === 'open' && d.pay_error) return <Alert kind="error" message={t('{error} The practice will offer another time.', { error: translated(d.pay_error) })} />;
  if (r.kind === 'house_visit' && side === 'owner' && r.status === 'accepted') {
    return (
      <section aria-labelledby="pay-heading">
        <h2 id="pay-heading" safe>
          {t('Pay to confirm the visit')}
        </h2>
        <PostForm action={`${base}/pay`} button={t('Pay {price} and book', { price: priceLabel(props.visitPrice ?? 0, props.visitCurrency ?? DEFAULT_CURRENCY) })}>
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          <CardFields values={values} errors={errors} />
        </PostForm>
      </section>
    );
  }
  if (r.kind === 'house_visit' && r.status === 'booked' && r.booking_id) {
    return (
      <p>
        <a href={`${side === 'owner' ? OWNER_APPOINTMENTS : PRACTICE_APPOINTMENTS}/${r.booking_id}`} safe>
          {t('Open the booking')}
        </a>
      </p>
    );
  }
  return '';
}
