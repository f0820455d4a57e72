import { escapeHtml } from '@kitajs/html';
import { asReader, currentReader, isLanguage, readerFor, t } from '../../lib/i18n';
import type { MailMessage } from '../../providers/mail/mail';

interface Recipient {
  email: string;
  first_name: string;
  /** The account's chosen language; without one, the language of whoever asked for the e-mail. */
  language?: string | null;
}

/** The e-mail is written for its recipient: in their account's language when they chose one. */
function inLanguageOf<T>(recipient: Recipient, write: () => T): T {
  const reader = isLanguage(recipient.language) ? readerFor(recipient.language, currentReader().locale) : currentReader();
  return asReader(reader, write);
}

/** The e-mail of an account a practice made: a link to choose a password, valid 7 days. */
export function setPasswordMail(account: Recipient, practiceName: string, kind: 'vendor' | 'user', passwordGiven: boolean): (link: string) => MailMessage {
  return (link) =>
    inLanguageOf(account, () => {
      const what =
        kind === 'vendor'
          ? t('{practice} has added you to its team on VetConsult.', { practice: practiceName })
          : t('{practice} has created a VetConsult account for you to manage your appointments.', { practice: practiceName });
      const open = passwordGiven
        ? t('You can sign in with the password they gave you, or choose your own: open this link within 7 days to choose your password:')
        : t('Open this link within 7 days to choose your password:');
      const hello = t('Hello {name},', { name: account.first_name });
      return {
        to: account.email,
        subject: t('Set your VetConsult password'),
        text: `${hello}\n\n${what} ${open}\n\n${link}\n\n${t('The link works once.')}`,
        html:
          `<p>${escapeHtml(hello)}</p><p>${escapeHtml(what)} ${escapeHtml(open)}</p>` +
          `<p><a href="${escapeHtml(link)}">${escapeHtml(t('Choose your password'))}</a></p><p>${escapeHtml(t('The link works once.'))}</p>`,
      };
    });
}

/** The reset e-mail: a link to choose a new password, valid 1 hour, under the practice's name when asked on its site. */
export function resetMail(account: Recipient, brand: string): (link: string) => MailMessage {
  return (link) =>
    inLanguageOf(account, () => {
      const hello = t('Hello {name},', { name: account.first_name });
      const open = t('We received a request to reset your {brand} password. Open this link within 1 hour to choose a new one:', { brand });
      const once = t('The link works once. If you did not ask for a new password, you can ignore this e-mail.');
      return {
        to: account.email,
        subject: t('Reset your {brand} password', { brand }),
        text: `${hello}\n\n${open}\n\n${link}\n\n${once}`,
        html:
          `<p>${escapeHtml(hello)}</p><p>${escapeHtml(open)}</p>` +
          `<p><a href="${escapeHtml(link)}">${escapeHtml(t('Choose a new password'))}</a></p><p>${escapeHtml(once)}</p>`,
      };
    });
}
