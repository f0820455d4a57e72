import { t } from '../../../lib/i18n';
import { MAX_TEXT, NO, YES, type IntakeAnswer, type IntakeQuestion } from '../intake.model';

interface FieldProps {
  q: IntakeQuestion;
  answer: IntakeAnswer | undefined;
}

const nameOf = (q: IntakeQuestion) => `answers.${q.id}`;
const current = (answer: IntakeAnswer | undefined) => (answer?.value === null || answer?.value === undefined ? '' : String(answer.value));

/** The red-flag answers a field carries, for the page's script to show the emergency notice on change. */
const flags = (q: IntakeQuestion) => (q.redFlags.length > 0 ? JSON.stringify(q.redFlags) : undefined);

function Input({ q, answer }: FieldProps) {
  const name = nameOf(q);
  const value = current(answer);
  if (q.kind === 'text') return <textarea name={name} id={name} maxlength={MAX_TEXT} rows="3" required={q.required} safe>{value}</textarea>;
  if (q.kind === 'number') return <input type="number" name={name} id={name} value={value} min={q.min ?? undefined} max={q.max ?? undefined} step="any" required={q.required} />;
  if (q.kind === 'choice') {
    return (
      <select name={name} id={name} required={q.required} data-red-flags={flags(q)}>
        <option value="" safe>{t('Choose…')}</option>
        {q.options.map((option) => (
          <option value={option} selected={option === value} safe>
            {option}
          </option>
        ))}
      </select>
    );
  }
  if (q.kind === 'yesno') {
    return (
      <span class="radio-row" data-red-flags={flags(q)}>
        {[[YES, t('Yes')], [NO, t('No')]].map(([code, label]) => (
          <label class="inline-label">
            <input type="radio" name={name} value={code} checked={value === code} required={q.required} /> <span safe>{label}</span>
          </label>
        ))}
      </span>
    );
  }
  return (
    <>
      {(answer?.files ?? []).map((file) => (
        <label class="inline-label">
          <input type="checkbox" name={name} value={file.url} checked /> <span safe>{file.name}</span>
        </label>
      ))}
      <input type="file" name={`files.${q.id}`} id={name} accept={q.kind === 'photo' ? 'image/*' : 'video/*'} multiple />
    </>
  );
}

function Field(props: FieldProps) {
  const { q } = props;
  // A refused answer is said beside its field by public/js/refusals.js, the form kept as typed.
  return (
    <div class="field">
      <label for={nameOf(q)} safe>
        {q.required ? t('{label} (required)', { label: q.label }) : q.label}
      </label>
      <Input {...props} />
    </div>
  );
}

/** The owner's intake form: each question by its kind; red-flag answers show the notice at once (public/js/intake.js). */
export function IntakeForm({ action, questions, answers }: { action: string; questions: IntakeQuestion[]; answers: IntakeAnswer[] }) {
  const byId = new Map(answers.map((answer) => [answer.question_id, answer]));
  return (
    <form method="post" action={action} enctype="multipart/form-data" hx-post={action} hx-target="#intake-panel" hx-swap="outerHTML" class="intake-form" data-intake-form>
      {questions.map((q) => (
        <Field q={q} answer={byId.get(q.id)} />
      ))}
      <button type="submit" class="button" safe>
        {t('Save answers')}
      </button>
    </form>
  );
}
