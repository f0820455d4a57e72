import { t } from '../../lib/i18n';
import type { MailMessage } from '../../providers/mail/mail';
import { passwordHtml } from './accounts.password.mail-html';

/* The password e-mails' words, in the current reader's language (their sender wraps them in the recipient's `asReader`). */

/** An account a practice made: a link to choose a password (valid 7 days); a team member given one may sign in with it too. */
export async function setPasswordMail(account: { email: string; first_name: string }, practice: string, link: string, kind: 'vendor' | 'user', passwordGiven?: boolean): Promise<MailMessage> {
  const hello = t('Hello {name},', { name: account.first_name });
  const what =
    kind === 'vendor'
      ? passwordGiven
        ? t('{practice} has added you to its team on VetConsult. You can sign in with the password they gave you, or choose your own: open this link within 7 days to choose your password:', { practice })
        : t('{practice} has added you to its team on VetConsult. Open this link within 7 days to choose your password:', { practice })
      : passwordGiven
        ? t('{practice} has created a VetConsult account for you to manage your appointments. You can sign in with the password they gave you, or choose your own: open this link within 7 days to choose your password:', { practice })
        : t('{practice} has created a VetConsult account for you to manage your appointments. Open this link within 7 days to choose your password:', { practice });
  const once = t('The link works once.');
  return {
    to: account.email,
    subject: t('Set your VetConsult password'),
    text: `${hello}\n\n${what}\n\n${link}\n\n${once}`,
    html: await passwordHtml({ hello, what, link, label: t('Choose your password'), after: once }),
  };
}

/** A reset link the person asked for (valid 1 hour), under the practice's name when asked on its site. */
export async function resetMail(account: { email: string; first_name: string }, brand: string, link: string): Promise<MailMessage> {
  const hello = t('Hello {name},', { name: account.first_name });
  const asked = t('We received a request to reset your {brand} password. Open this link within 1 hour to choose a new one:', { brand });
  const ignore = t('The link works once. If you did not ask for a new password, you can ignore this e-mail.');
  return {
    to: account.email,
    subject: t('Reset your {brand} password', { brand }),
    text: `${hello}\n\n${asked}\n\n${link}\n\n${ignore}`,
    html: await passwordHtml({ brand: { name: brand, logo: null }, hello, what: asked, link, label: t('Choose a new password'), after: ignore }),
  };
}
