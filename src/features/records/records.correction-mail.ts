import type { AppDeps } from '../../deps';
import { asReader, t } from '../../lib/i18n';
import { practiceContact } from '../accounts/accounts.practices.service';
import { requestNewsHtml } from '../notifications/notifications.mail-html';
import { categoryLabel } from './records.labels';

/** What an owner's request for a correction names: the entry, who wrote it, who asks and what they ask. */
export interface CorrectionNews {
  entryId: number;
  category: string;
  petName: string;
  vendorId: number;
  /** The vet who wrote it, who hears first; else the practice's own address. */
  loginId: number | null;
  owner: string;
  message: string;
}

/** The practice hears that an owner asks it to correct an entry it wrote, in its reader's language, with the way to the entry. */
export async function mailCorrectionAsked(deps: AppDeps, news: CorrectionNews): Promise<void> {
  const contact = await practiceContact(deps, news.vendorId, news.loginId);
  if (!contact.email) return;
  const url = `${deps.config.publicUrl}/app/medical-records/records/${news.entryId}/history`;
  const mail = await asReader(contact.reader, async () => {
    const v = { owner: news.owner, pet: news.petName, category: categoryLabel(news.category) };
    const subject = t('Correction asked: {category} of {pet}', v);
    const intro = t("{owner} asks you to correct an entry your practice wrote in {pet}'s {category}.", v);
    const text = [intro, news.message, t('Open the entry: {url}', { url })].join('\n\n');
    return { to: contact.email!, subject, text, html: await requestNewsHtml({ hello: null, intro, quote: news.message, url }) };
  });
  await deps.providers.mail.send(mail);
}
