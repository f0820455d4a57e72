import type { ScheduleRow } from '../../../../db/schema';
import type { FieldErrors } from '../../../lib/form-errors';
import { WEEKDAYS } from '../../../lib/constants/weekdays';
import { LIMITS } from '../../../lib/constants/limits';
import { t, translated } from '../../../lib/i18n';

/** Every quarter hour of the day (spec §5: schedule times are in 15 minute steps). */
const TIMES = Array.from({ length: (24 * 60) / LIMITS.SCHEDULE_STEP_MINUTES }, (_, i) => {
  const minutes = i * LIMITS.SCHEDULE_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function TimeSelect({ name, label, value, options, error }: { name: string; label: string; value: string; options: string[]; error?: string }) {
  const id = name.replace(/[^\w]/g, '-');
  return (
    <div class={`field${error ? ' has-error' : ''}`}>
      <label for={id} safe>
        {label}
      </label>
      <select id={id} name={name} aria-invalid={error ? 'true' : undefined}>
        {options.map((time) => (
          <option value={time} selected={time === value} safe>
            {time}
          </option>
        ))}
      </select>
      {error ? (
        <p class="field-error" safe>
          {translated(error)}
        </p>
      ) : (
        ''
      )}
    </div>
  );
}

/** One schedule row of a consultation: days and from/to. The first row has no remove button (spec §5). */
export function ScheduleRowFields({ ci, ri, row, first, errors = {} }: { ci: number; ri: number; row: ScheduleRow; first: boolean; errors?: FieldErrors }) {
  const base = `consultations[${ci}][schedule][${ri}]`;
  const path = `consultations.${ci}.schedule.${ri}`;
  return (
    <div class="schedule-row" data-row={String(ri)}>
      <fieldset class={`days${errors[`${path}.days`] ? ' has-error' : ''}`}>
        <legend safe>{t('Days')}</legend>
        {WEEKDAYS.map((day) => (
          <label class="day-choice">
            <input type="checkbox" name={`${base}[days][]`} value={day} checked={row.days.includes(day)} />
            <span safe>{t(day)}</span>
          </label>
        ))}
        {errors[`${path}.days`] ? (
          <p class="field-error" safe>
            {translated(errors[`${path}.days`]!)}
          </p>
        ) : (
          ''
        )}
      </fieldset>
      <TimeSelect name={`${base}[from]`} label={t('From')} value={row.from} options={TIMES} error={errors[`${path}.from`]} />
      <TimeSelect name={`${base}[to]`} label={t('To')} value={row.to} options={[...TIMES.slice(1), '24:00']} error={errors[`${path}.to`]} />
      {first ? (
        ''
      ) : (
        <button type="button" class="button button-ghost" hx-get="/app/listings/item/remove-row" hx-target="closest .schedule-row" hx-swap="delete" safe>
          {t('Remove row')}
        </button>
      )}
    </div>
  );
}
