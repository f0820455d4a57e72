import type { PropsWithChildren } from '@kitajs/html';
import type { FieldErrors } from '../../../lib/form-errors';
import { priceLabel } from '../../../lib/money';
import type { HouseVisitDetails, Request } from '../../../../db/schema';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import type { Side } from '../requests.service';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS } from '../../../lib/paths';
import { CardFields, TextArea, type FormValues } from './RequestFields';

export interface ActionProps {
  request: Request;
  side: Side;
  values: FormValues;
  errors: FieldErrors;
  /** A fresh key for a payment form. */
  idempotencyKey: string;
  /** The practice choosing a slot: the day shown and its free clinic slots. */
  slots?: { date: string; zone: string; slots: { start: string; label: string }[] } | null;
  /** The clinic consultation's price, in dollars (a house visit's payment). */
  visitPrice?: number | null;
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
      <h2 id="accept-heading">Accept with a clinic slot</h2>
      <form method="get" action={`/app/requests/${request.id}`} class="inline-form">
        <Field name="date" label="Day" type="date" value={slots.date} />
        <button type="submit" class="button button-secondary">
          Show free slots
        </button>
      </form>
      {slots.slots.length === 0 ? (
        <p class="empty-state">No free slots that day.</p>
      ) : (
        <PostForm action={`/app/requests/${request.id}/accept`} button="Accept and offer this time">
          <Field name="slot" label={`Free slots (${slots.zone})`} error={errors.slot}>
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

/** What the reader can do next, by side and state: ask, answer, report; accept, decline, pay. */
export function RequestActions(props: ActionProps) {
  const { request: r, side, values, errors } = props;
  const base = `/app/requests/${r.id}`;
  const waiting = r.status === 'open' || r.status === 'more_info';
  if (r.kind === 'second_opinion' && side === 'practice' && waiting) {
    return (
      <>
        <section aria-labelledby="report-heading">
          <h2 id="report-heading">Deliver the report</h2>
          <PostForm action={`${base}/report`} button="Deliver report">
            <TextArea name="report" label="Written report" values={values} errors={errors} rows={10} max={20000} />
          </PostForm>
        </section>
        <section aria-labelledby="ask-heading">
          <h2 id="ask-heading">Ask for more information</h2>
          <PostForm action={`${base}/more-info`} button="Ask the owner">
            <TextArea name="body" label="What do you need?" values={values} errors={errors} rows={4} max={4000} />
          </PostForm>
        </section>
      </>
    );
  }
  if (r.kind === 'second_opinion' && side === 'owner' && r.status === 'more_info') {
    return (
      <section aria-labelledby="answer-heading">
        <h2 id="answer-heading">Answer the practice</h2>
        <PostForm action={`${base}/answer`} button="Send answer">
          <TextArea name="body" label="Your answer" values={values} errors={errors} rows={5} max={4000} />
        </PostForm>
      </section>
    );
  }
  const d = r.details as HouseVisitDetails;
  if (r.kind === 'house_visit' && side === 'practice' && (r.status === 'open' || r.status === 'accepted')) {
    return (
      <>
        {r.status === 'open' ? <SlotPicker {...props} /> : ''}
        <section aria-labelledby="decline-heading">
          <h2 id="decline-heading">Decline</h2>
          <PostForm action={`${base}/decline`} button="Decline request">
            <TextArea name="reason" label="Reason for declining" values={values} errors={errors} rows={3} max={2000} />
          </PostForm>
        </section>
      </>
    );
  }
  if (r.kind === 'house_visit' && side === 'owner' && r.status === 'open' && d.pay_error) return <Alert kind="error" message={`${d.pay_error} The practice will offer another time.`} />;
  if (r.kind === 'house_visit' && side === 'owner' && r.status === 'accepted') {
    return (
      <section aria-labelledby="pay-heading">
        <h2 id="pay-heading">Pay to confirm the visit</h2>
        <PostForm action={`${base}/pay`} button={`Pay ${priceLabel(props.visitPrice ?? 0)} and book`}>
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          <CardFields values={values} errors={errors} />
        </PostForm>
      </section>
    );
  }
  if (r.kind === 'house_visit' && r.status === 'booked' && r.booking_id) {
    return (
      <p>
        <a href={`${side === 'owner' ? OWNER_APPOINTMENTS : PRACTICE_APPOINTMENTS}/${r.booking_id}`}>Open the booking</a>
      </p>
    );
  }
  return '';
}
