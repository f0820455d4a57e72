/** @jsxImportSource react */
import { t } from '../../lib/i18n';
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailParagraphs } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';
import type { MailBrand } from '../../ui/mail/brand';

/** A reminder's body: the same paragraphs as its text, and for an appointment the button that opens the booking. */
export function ReminderMail({ paragraphs, link, manageLink, brand }: { paragraphs: string[]; link?: string; manageLink?: string; brand?: MailBrand }) {
  return (
    <MailLayout brand={brand} preview={paragraphs[1] ?? paragraphs[0]!}>
      <MailParagraphs texts={paragraphs} />
      {link ? <MailButton href={link} label={t('Manage booking')} /> : null}
      {manageLink ? <MailButton href={manageLink} label={t('Change or cancel without signing in')} /> : null}
    </MailLayout>
  );
}

export const reminderHtml = (paragraphs: string[], link?: string, manageLink?: string, brand?: MailBrand): Promise<string> =>
  renderMail(<ReminderMail paragraphs={paragraphs} link={link} manageLink={manageLink} brand={brand} />);
