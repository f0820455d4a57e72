import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import type { FieldErrors } from '../../../lib/form-errors';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Alert } from '../../../ui/Alert';
import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import type { examsPageFor } from '../telehealth.exams';

type ExamsData = Awaited<ReturnType<typeof examsPageFor>>;

export interface ExamsPageProps {
  tenant: Tenant;
  principal: Principal;
  data: ExamsData;
  today: string;
  errors?: FieldErrors;
  /** What a refused form was sent with, shown again as typed. */
  values?: Record<string, string>;
  /** What was just done: '1' an exam recorded, 'error' one marked entered in error. */
  saved?: string;
  /** The exam whose "entered in error" form was refused (its message and reason shown again by it). */
  errorExam?: number;
  /** Where the reader is: when an exam was marked is a moment, shown there and named. */
  readerZone: string;
}

type Exam = ExamsData['pets'][number]['exams'][number];

/** An exam's "Mark entered in error" form, folded away until asked for (or refused, then open with its message). */
function MarkErrorForm({ exam, customerId, errors = {}, values, errorExam }: { exam: Exam; customerId: number } & Pick<ExamsPageProps, 'errors' | 'values' | 'errorExam'>) {
  const refused = errorExam === exam.id;
  return (
    <details class="exam-error" open={refused}>
      <summary safe>{t('Mark entered in error')}</summary>
      <form method="post" action={`/app/users/${customerId}/exams/${exam.id}/error`} novalidate>
        <Field id={`field-reason-${exam.id}`} name="reason" label={t('Why it was entered in error')} value={refused ? values?.reason : undefined} error={refused ? errors.reason : undefined} maxlength={500} required />
        <FormActions submit={t('Mark entered in error')} />
      </form>
    </details>
  );
}

/** One exam of the list: struck through with its reason (who marked it, when) once entered in error. */
function ExamItem(props: { exam: Exam; zone: string; customerId: number } & Pick<ExamsPageProps, 'errors' | 'values' | 'errorExam' | 'readerZone'>) {
  const { exam } = props;
  // An exam is a day, and the day it is in the practice's zone (its hour is not known: decision 0043).
  const when = formatSlot(exam.at, props.zone, 'date');
  const text = exam.visit ? t('{when}: Clinic visit, arrived', { when }) : t('{when}: exam by {vet}', { when, vet: exam.by ?? '—' });
  if (exam.error)
    return (
      <li class="exam-in-error">
        <s safe>{text}</s>
        <span class="entry-error" safe>
          {t('Entered in error: {reason}', { reason: exam.error.reason })}
        </span>
        <span class="entry-author" safe>
          {t('Marked by {name}, {when}', { name: exam.error.by ?? '—', when: formatSlot(exam.error.at, props.readerZone) })}
        </span>
      </li>
    );
  return (
    <li>
      <span safe>{text}</span>
      {exam.mayMark ? <MarkErrorForm {...props} /> : ''}
    </li>
  );
}

function ExamForm({ data, today, errors = {}, values, principal }: Pick<ExamsPageProps, 'data' | 'today' | 'errors' | 'values' | 'principal'>) {
  const chosen = (name: string, id: number, fallback: boolean) => (values?.[name] === undefined ? fallback : values[name] === String(id));
  return (
    <form method="post" action={`/app/users/${data.customer.id}/exams`} class="exam-form" novalidate>
      <Field name="pet_id" label={t('Pet')} error={errors.pet_id}>
        <select id="field-pet_id" name="pet_id" required aria-invalid={errors.pet_id ? 'true' : undefined} aria-describedby={errors.pet_id ? 'field-pet_id-error' : undefined}>
          {data.pets.map((pet) => (
            <option value={String(pet.id)} selected={chosen('pet_id', pet.id, false)} safe>
              {pet.name}
            </option>
          ))}
        </select>
      </Field>
      <Field name="examined_at" type="date" label={t('Date of the exam')} value={values?.examined_at ?? today} error={errors.examined_at} required />
      <Field name="by_login_id" label={t('Examined by')} error={errors.by_login_id}>
        <select id="field-by_login_id" name="by_login_id" aria-invalid={errors.by_login_id ? 'true' : undefined} aria-describedby={errors.by_login_id ? 'field-by_login_id-error' : undefined}>
          {data.team.map((member) => (
            <option value={String(member.id)} selected={chosen('by_login_id', member.id, member.id === principal.id)} safe>
              {member.name}
            </option>
          ))}
        </select>
      </Field>
      <FormActions submit={t('Record the exam')} />
    </form>
  );
}

/** A customer's pets and the in-person exams this practice did (the VCPR): hand-entered, or Clinic visits marked arrived. */
export function ExamsPage(props: ExamsPageProps) {
  const { data } = props;
  const name = `${data.customer.first_name} ${data.customer.last_name}`;
  return (
    <DashboardLayout title={t('In-person exams')} tenant={props.tenant} principal={props.principal} current="/app/users">
      <h1 safe>{t('In-person exams')}</h1>
      <p safe>{name}</p>
      {props.saved === '1' ? <Alert kind="success" message={t('The exam is recorded.')} /> : ''}
      {props.saved === 'error' ? <Alert kind="success" message={t('The exam is marked entered in error: it no longer counts for telemedicine.')} /> : ''}
      <section class="card">
        {data.pets.length === 0 ? <p class="empty-state" safe>{t('No pets yet.')}</p> : <ExamForm {...props} />}
      </section>
      {data.pets.map((pet) => (
        <section class="card pet-exams" data-pet={String(pet.id)}>
          <h2 safe>{pet.name}</h2>
          {pet.exams.length === 0 ? (
            <p class="empty-state" safe>{t('No in-person exam here yet: remote consultations are teletriage.')}</p>
          ) : (
            <ul>
              {pet.exams.map((exam) => (
                <ExamItem exam={exam} zone={data.zone} customerId={data.customer.id} errors={props.errors} values={props.values} errorExam={props.errorExam} readerZone={props.readerZone} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </DashboardLayout>
  );
}
