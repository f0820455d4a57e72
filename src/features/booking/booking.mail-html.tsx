/** @jsxImportSource react */
import { t } from '../../lib/i18n';
import type { MailBrand } from '../../ui/mail/brand';
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailFacts, MailParagraphs } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';

interface BookingHtml {
  brand?: MailBrand;
  /** What happened, as the text's first lines say it. */
  lead: string[];
  facts: string[];
  bookingId: number;
  /** The reader's signed booking link. */
  link: string;
  /** The owner's manage link, which needs no password. */
  manageLink?: string;
}

/** A booking e-mail's body: what happened, the booking's facts, and the button that opens it. */
export function BookingMail({ brand, lead, facts, bookingId, link, manageLink }: BookingHtml) {
  return (
    <MailLayout brand={brand} preview={lead.join(' ')}>
      <MailParagraphs texts={lead} />
      <MailFacts facts={[...facts, t('Booking #{id}', { id: String(bookingId) })]} />
      <MailButton href={link} label={t('Manage booking')} />
      {manageLink ? <MailButton href={manageLink} label={t('Change or cancel without signing in')} /> : null}
    </MailLayout>
  );
}

export const bookingHtml = (props: BookingHtml): Promise<string> => renderMail(<BookingMail {...props} />);
