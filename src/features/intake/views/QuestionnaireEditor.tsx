import { t } from '../../../lib/i18n';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { INTAKE_KINDS, yesNoWords, type IntakeKind } from '../intake.model';
import type { Questionnaire } from '../intake.editor';

const KIND_LABELS = (): Record<IntakeKind, string> => ({ text: t('Text'), choice: t('Choice'), yesno: t('Yes or no'), number: t('Number'), photo: t('Photo'), video: t('Video') });

const base = (q: Questionnaire) => `/app/listings/${q.listing.id}/intake`;
const hx = { 'hx-target': '#intake-editor', 'hx-swap': 'outerHTML' };

function QuestionRow({ q, id, label, kind, required, redFlags, first, last }: { q: Questionnaire; id: string; label: string; kind: IntakeKind; required: boolean; redFlags: string[]; first: boolean; last: boolean }) {
  const action = (verb: string) => `${base(q)}/questions/${encodeURIComponent(id)}/${verb}?type=${q.type}`;
  return (
    <li class="intake-question" data-question={id}>
      <span safe>{label}</span> <span class="muted" safe>{KIND_LABELS()[kind]}</span> {required ? <span class="muted" safe>{t('Required')}</span> : ''}{' '}
      {redFlags.length > 0 ? <span class="badge badge-danger" safe>{t('Red flag: {answers}', { answers: redFlags.map((flag) => (kind === 'yesno' ? yesNoWords(flag) : flag)).join(', ') })}</span> : ''}
      <span class="inline-actions">
        {(['up', 'down'] as const).map((direction) =>
          (direction === 'up' ? first : last) ? (
            ''
          ) : (
            <form method="post" action={action('move')} hx-post={action('move')} {...hx} class="inline-form">
              <input type="hidden" name="direction" value={direction} />
              <button type="submit" class="button button-ghost" aria-label={direction === 'up' ? t('Move up') : t('Move down')}>
                {direction === 'up' ? '↑' : '↓'}
              </button>
            </form>
          ),
        )}
        <form method="post" action={action('delete')} hx-post={action('delete')} {...hx} class="inline-form">
          <button type="submit" class="button button-ghost" safe>
            {t('Remove')}
          </button>
        </form>
      </span>
    </li>
  );
}

function AddQuestion({ q, error }: { q: Questionnaire; error?: { field: string; message: string } }) {
  const action = `${base(q)}/questions?type=${q.type}`;
  return (
    <form method="post" action={action} hx-post={action} {...hx} class="intake-add">
      <h3 safe>{t('Add a question')}</h3>
      {error ? <p class="error" role="alert" safe>{error.message}</p> : ''}
      <label for="intake-label" safe>{t('Question')}</label>
      <input id="intake-label" name="label" maxlength="300" required />
      <label for="intake-kind" safe>{t('Answer')}</label>
      <select id="intake-kind" name="kind">
        {INTAKE_KINDS.map((kind) => (
          <option value={kind} safe>
            {KIND_LABELS()[kind]}
          </option>
        ))}
      </select>
      <label for="intake-options" safe>{t('Choices (one a line), for a choice')}</label>
      <textarea id="intake-options" name="options" rows="3"></textarea>
      <label for="intake-min" safe>{t('Lowest and highest, for a number')}</label>
      <span class="radio-row">
        <input id="intake-min" name="min" type="number" step="1" aria-label={t('Lowest')} />
        <input name="max" type="number" step="1" aria-label={t('Highest')} />
      </span>
      <label for="intake-flags" safe>{t('Answers that are a red flag (yes, no, or choices; one a line)')}</label>
      <textarea id="intake-flags" name="red_flags" rows="2"></textarea>
      <label class="inline-label">
        <input type="checkbox" name="required" value="on" /> <span safe>{t('Required')}</span>
      </label>
      <button type="submit" class="button" safe>
        {t('Add question')}
      </button>
    </form>
  );
}

/** The practice's questionnaire for one consultation type of a listing: reorder, remove, add (htmx, or plain forms). */
export function QuestionnaireEditor({ q }: { q: Questionnaire }) {
  return (
    <section class="card intake-editor" id="intake-editor">
      <h2 safe>{t('Intake questions')}</h2>
      <nav class="tabs" aria-label={t('Consultation type')}>
        {q.types.map((type) => (
          <a href={`${base(q)}?type=${type}`} aria-current={type === q.type ? 'page' : undefined} safe>
            {consultationTypeLabel(type)}
          </a>
        ))}
      </nav>
      {q.isDefault && q.questions.length > 0 ? <p class="muted" safe>{t('These are the default triage questions. Your first change makes them your own.')}</p> : ''}
      {q.questions.length === 0 ? <p class="muted" safe>{t('No questions are asked before this consultation.')}</p> : ''}
      <ol class="intake-questions">
        {q.questions.map((question, i) => (
          <QuestionRow q={q} id={question.id} label={question.label} kind={question.kind} required={question.required} redFlags={question.redFlags} first={i === 0} last={i === q.questions.length - 1} />
        ))}
      </ol>
      <AddQuestion q={q} />
    </section>
  );
}

export function QuestionnairePage({ tenant, principal, q }: { tenant: Tenant; principal: Principal; q: Questionnaire }) {
  return (
    <DashboardLayout title={t('Intake questions')} tenant={tenant} principal={principal} current="/app/listings">
      <div class="page-heading">
        <h1 safe>{q.listing.title}</h1>
        <a class="button button-ghost" href={`/app/listings/item?id=${q.listing.id}`} safe>
          {t('Edit Listing')}
        </a>
      </div>
      <QuestionnaireEditor q={q} />
    </DashboardLayout>
  );
}
