import { t } from '../../lib/i18n';
import { formatSlot } from '../../lib/time';
import type { MailMessage } from '../../providers/mail/mail';
import { accountMailHtml } from './accounts.account.mail-html';

/* The Account page's e-mails, in the current reader's language (their sender wraps them in the recipient's `asReader`). */

type Person = { first_name: string };

async function mail(to: string, subject: string, texts: string[], link?: { href: string; label: string }, after: string[] = []): Promise<MailMessage> {
  const text = [...texts, ...(link ? [link.href] : []), ...after].join('\n\n');
  return { to, subject, text, html: await accountMailHtml({ texts, link, after }) };
}

/** To the new address: the link that makes it the one the person signs in with (valid 24 hours, once). */
export function confirmEmailMail(person: Person, newEmail: string, link: string): Promise<MailMessage> {
  return mail(
    newEmail,
    t('Confirm your new VetConsult e-mail address'),
    [t('Hello {name},', { name: person.first_name }), t('You asked to sign in to VetConsult with {email} from now on. Open this link within 24 hours to confirm it:', { email: newEmail })],
    { href: link, label: t('Confirm my new e-mail') },
    [t('Until then you sign in with your current address. If you did not ask for this, ignore this e-mail.')],
  );
}

/** To the old address, once the new one is confirmed: what changed, and what to do if it was not them. */
export function emailChangedMail(person: Person, oldEmail: string, newEmail: string): Promise<MailMessage> {
  return mail(oldEmail, t('Your VetConsult e-mail address was changed'), [
    t('Hello {name},', { name: person.first_name }),
    t('Your VetConsult account now signs in with {email} instead of {old}. E-mails about your account and appointments go there from now on.', { email: newEmail, old: oldEmail }),
    t('If you did not make this change, reply to this e-mail or contact us at once.'),
  ]);
}

/** The archive is ready: where to download it (signed in) and until when, in the reader's zone. */
export function exportReadyMail(person: Person & { email: string }, link: string, expiresAt: string, zone: string): Promise<MailMessage> {
  return mail(
    person.email,
    t('Your VetConsult data is ready to download'),
    [t('Hello {name},', { name: person.first_name }), t('The archive of your account, pets, records, files, appointments, payments, messages, consents and access log is ready.')],
    { href: link, label: t('Download my data') },
    [t('The link works until {date}, while you are signed in. After that the archive is deleted; you can ask for a new one at any time.', { date: formatSlot(expiresAt, zone) })],
  );
}

/** The last e-mail to the deleted account's address: what was erased and what practices keep. */
export function accountDeletedMail(person: Person & { email: string }): Promise<MailMessage> {
  return mail(person.email, t('Your VetConsult account was deleted'), [
    t('Hello {name},', { name: person.first_name }),
    t('Your VetConsult account was deleted as you asked. Your profile, pets, your own records and files, messages and access log are erased, and this address can be used for a new account.'),
    t('Your upcoming appointments were canceled under their cancellation policies; the practices were told and any refund goes to the card you paid with.'),
    t('What a practice must keep by law (its own clinical entries, prescriptions, payments and receipts) stays with that practice, no longer under your name.'),
  ]);
}
