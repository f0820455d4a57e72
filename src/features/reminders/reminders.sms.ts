import { DateTime } from 'luxon';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { currentReader, t } from '../../lib/i18n';
import { fitSms, fitSmsFolded, smsSegments } from '../../lib/sms-segments';
import { formatDate, zoneAbbreviation } from '../../lib/time';

/*
 * A reminder's SMS, in the current reader's language, made to fit one segment (lib/sms-segments):
 * short words, a compact time without the "·" of the e-mails' format (not GSM-7), and the
 * practice's or pet's name shortened with an ellipsis when it is what makes the text too long.
 */

/** "Wed, Mar 4, 2:30 PM EST" / "mié, 4 mar, 14:30 EST": the slot in the reader's locale and the owner's zone, by its abbreviation (not "GMT-5" where one is known). */
function smsWhen(iso: string, zone: string): string {
  const clock = DateTime.fromISO(iso, { zone }).setLocale(currentReader().locale).toLocaleString({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return `${clock} ${zoneAbbreviation(iso, zone)}`;
}

/** With the owner's manage link the text may lose its accents to stay one segment (lib/sms-segments `fitSmsFolded`). */
export function appointmentSms(input: { type: number; practiceName: string; slot: string; zone: string; manageLink?: string }): string {
  const fixed = { type: consultationTypeLabel(input.type), when: smsWhen(input.slot, input.zone) };
  const link = input.manageLink;
  if (link) {
    const full = fitSmsFolded((v) => t('Your {type} consultation with {practice}: {when}. Manage: {link}', { ...fixed, link, ...v }), { practice: input.practiceName });
    // A practice's own long domain can leave no room for its name: the time and the link are what must arrive.
    return smsSegments(full) === 1 ? full : fitSmsFolded((v) => t('Your appointment {when}: {link}', { ...v, link }), { when: fixed.when });
  }
  return fitSms((v) => t('Your {type} consultation with {practice}: {when}.', { ...fixed, ...v }), { practice: input.practiceName });
}

export function vaccineSms(input: { petName: string; vaccine: string; dueDate: string }): string {
  return fitSms((v) => t("VetConsult reminder: {pet}'s {vaccine} is due on {date}.", { ...v, date: formatDate(input.dueDate) }), { pet: input.petName, vaccine: input.vaccine });
}
