import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../providers/mail/mail';
import { asReader, t } from '../../lib/i18n';
import { practiceContact } from '../accounts/accounts.practices.service';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { ownerReader } from '../accounts/accounts.readers';
import { requestNewsHtml } from '../notifications/notifications.mail-html';
import type { RefillRequest } from './prescriptions.repo';

/** What the refill's e-mails name. */
export interface RefillNews {
  request: RefillRequest;
  drug: string;
  petName: string;
  petId: number;
}

async function compose(to: string, hello: string | null, subject: string, intro: string, quote: string, url: string): Promise<MailMessage> {
  const hi = hello ? t('Hello {name},', { name: hello }) : null;
  const text = [hi, intro, quote, t('Open the request: {url}', { url })].filter(Boolean).join('\n\n');
  return { to, subject, text, html: await requestNewsHtml({ hello: hi, intro, quote: quote || null, url }) };
}

/** The practice hears of a new refill request (its listing owner's login, else its address), in its reader's language. */
export async function mailRefillAsked(deps: AppDeps, news: RefillNews): Promise<void> {
  const contact = await practiceContact(deps, news.request.vendor_id, null);
  const owner = await findOwnerById(deps, news.request.user_id);
  if (!contact.email || !owner) return;
  const v = { owner: `${owner.first_name} ${owner.last_name}`, pet: news.petName, drug: news.drug };
  const mail = await asReader(contact.reader, () =>
    compose(contact.email!, null, t('Refill requested: {drug} for {pet}', v), t('{owner} asks for a refill of {drug} for {pet}. Approve it, ask for a visit, or decline with a reason.', v), news.request.note, `${deps.config.publicUrl}/app/refills`),
  );
  await deps.providers.mail.send(mail);
}

/** The owner hears the practice's answer, in their language. */
export async function mailRefillAnswered(deps: AppDeps, news: RefillNews): Promise<void> {
  const [owner, contact] = await Promise.all([findOwnerById(deps, news.request.user_id), practiceContact(deps, news.request.vendor_id, null)]);
  if (!owner) return;
  const v = { practice: contact.name ?? t('The practice'), pet: news.petName, drug: news.drug };
  const url = `${deps.config.publicUrl}/app/medical-records?pet=${news.petId}&category=medications`;
  const mail = await asReader(await ownerReader(deps, owner.id, contact.locale), () => {
    const words = {
      approved: [t('Refill approved: {drug} for {pet}', v), t("{practice} approved your refill of {drug} for {pet}. It is in {pet}'s Medications.", v)],
      visit: [t('{practice} needs to see {pet} before a refill', v), t('{practice} needs to see {pet} before refilling {drug}. Please book a visit.', v)],
      declined: [t('Refill declined: {drug} for {pet}', v), t('{practice} declined your refill of {drug} for {pet}.', v)],
    }[news.request.status as 'approved' | 'visit' | 'declined'];
    return compose(owner.email, owner.first_name, words[0]!, words[1]!, news.request.reason, url);
  });
  await deps.providers.mail.send(mail);
}
