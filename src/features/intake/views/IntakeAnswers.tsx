import { escapeHtml } from '@kitajs/html';
import { currentReader, t } from '../../../lib/i18n';
import { formatPhone, readerPhoneCountry } from '../../../lib/phone';
import { Alert } from '../../../ui/Alert';
import type { Emergency } from '../intake.service';
import type { IntakeAnswer } from '../intake.model';
import { answerText } from '../intake.filing';

/**
 * The emergency notice an owner sees at once after a red-flag answer: the one alert box, the
 * practice's number written as the reader dials it and a tel: link. `hidden` until a red flag is
 * chosen in the form (public/js/intake.js shows the `data-emergency` element).
 */
export function EmergencyNotice({ emergency, hidden = false }: { emergency: Emergency; hidden?: boolean }) {
  const phone = emergency.phone;
  // The number is a link inside the translated sentence: the text on each side of it, escaped.
  const [safeBefore = '', safeAfter = ''] = phone ? emergency.message.split(phone).map((part) => escapeHtml(part)) : [escapeHtml(emergency.message)];
  return (
    <div class="emergency-notice" data-emergency hidden={hidden}>
      <Alert kind="error">
        {safeBefore}
        {phone ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} safe>
            {formatPhone(phone, readerPhoneCountry(currentReader().locale))}
          </a>
        ) : (
          ''
        )}
        {safeAfter}
      </Alert>
    </div>
  );
}

/** The practice's badge on an appointment whose intake holds a red flag. */
export const RedFlagBadge = () => (
  <span class="badge badge-danger red-flag-badge" safe>
    {t('Red flag')}
  </span>
);

/** One answer's media: photos inline, videos with the player's controls. */
function Media({ answer }: { answer: IntakeAnswer }) {
  return (
    <div class="intake-media">
      {answer.files.map((file) =>
        file.type.startsWith('video/') ? (
          <video controls src={file.url} class="intake-video"></video>
        ) : (
          <a href={file.url} target="_blank" rel="noopener">
            <img src={file.url} alt={file.name} class="intake-photo" loading="lazy" />
          </a>
        ),
      )}
    </div>
  );
}

/** The answers as given, each under its question's text as the owner read it. */
export function IntakeAnswers({ answers }: { answers: IntakeAnswer[] }) {
  const given = answers.filter((answer) => answer.value !== null || answer.files.length > 0);
  if (given.length === 0) return <p class="muted" safe>{t('No intake answers yet.')}</p>;
  return (
    <dl class="intake-answers">
      {given.map((answer) => (
        <>
          <dt safe>{answer.label}</dt>
          <dd class={answer.red_flag ? 'red-flag' : undefined}>
            {answer.files.length > 0 ? <Media answer={answer} /> : <span safe>{answerText(answer)}</span>}
            {answer.red_flag ? <RedFlagBadge /> : ''}
          </dd>
        </>
      ))}
    </dl>
  );
}
