import { t } from '../../../lib/i18n';
import type { IntakeState } from '../intake.service';
import { IntakeForm } from './IntakeForm';
import { EmergencyNotice, IntakeAnswers, RedFlagBadge } from './IntakeAnswers';

export interface IntakePanelProps {
  state: IntakeState;
  /** Whether the reader is the booking's owner (the practice reads the answers). */
  owner: boolean;
  /** Where the owner's form posts. */
  action: string;
  saved?: boolean;
}

/**
 * "Intake questions" on an appointment: the owner answers (or answers again) while the visit is
 * ahead and sees the emergency notice after a red flag; the practice reads the answers and media.
 */
export function IntakePanel({ state, owner, action, saved }: IntakePanelProps) {
  if (state.questions.length === 0 && state.answers.length === 0) return '';
  return (
    <section class="card intake-panel" id="intake-panel">
      <h2>
        <span safe>{t('Intake questions')}</span> {!owner && state.redFlag ? <RedFlagBadge /> : ''}
      </h2>
      {owner && state.emergency ? <EmergencyNotice emergency={state.emergency} /> : ''}
      {saved ? (
        <p class="notice" role="status" safe>
          {t('Your answers were saved.')}
        </p>
      ) : (
        ''
      )}
      {owner && state.mayAnswer ? (
        <>
          {!state.emergency && state.pendingEmergency ? <EmergencyNotice emergency={state.pendingEmergency} hidden /> : ''}
          <IntakeForm action={action} questions={state.questions} answers={state.answers} />
          <script src="/public/js/intake.js" defer></script>
        </>
      ) : (
        <IntakeAnswers answers={state.answers} />
      )}
    </section>
  );
}
