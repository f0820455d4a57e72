import type { MailMessage } from '../../providers/mail/mail';
import { PRODUCT_BRAND, type MailBrand } from '../../ui/mail/brand';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { t } from '../../lib/i18n';
import { formatSlot } from '../../lib/time';
import { offerHtml } from './waitlist.mail-html';

/* A waitlist offer's e-mail and SMS, in the current reader's language (the pass runs each inside its owner's reader). */

export interface OfferMailInput {
  to: string;
  firstName: string;
  practiceName: string;
  listingTitle: string;
  type: number;
  slot: string;
  expiresAt: string;
  /** The listing's zone: the waitlist's days are its days. */
  zone: string;
  link: string;
  /** The practice's name and logo when the offer comes from its site; else the product's. */
  brand?: MailBrand;
}

/** From the practice's site the SMS is the practice's own, without the product's name. */
function offerSms(input: OfferMailInput, when: string): string {
  const values = { practice: input.practiceName, when, link: input.link };
  const fromPractice = input.brand !== undefined && input.brand !== PRODUCT_BRAND;
  return fromPractice
    ? t('{practice} has a slot free on {when}, held for you for 15 minutes: {link}', values)
    : t('VetConsult: {practice} has a slot free on {when}, held for you for 15 minutes: {link}', values);
}

export async function offerMessages(input: OfferMailInput): Promise<{ mail: MailMessage; sms: string }> {
  const when = formatSlot(input.slot, input.zone, 'long');
  const until = formatSlot(input.expiresAt, input.zone, 'time');
  const what = { type: consultationTypeLabel(input.type), practice: input.practiceName, title: input.listingTitle, when };
  const paragraphs = [
    t('Hello {name},', { name: input.firstName }),
    t('A {type} consultation with {practice} ({title}) is free on {when}, and you are next on its waitlist.', what),
    t('It is held for you until {until}; after that it goes to the next person waiting.', { until }),
  ];
  return {
    mail: {
      to: input.to,
      subject: t('A slot is free for you: {when}', { when }),
      text: [paragraphs[0], '', paragraphs[1], paragraphs[2], '', t('Take it or let it go: {link}', { link: input.link })].join('\n'),
      html: await offerHtml(paragraphs, input.link, t('Take this slot'), input.brand),
    },
    sms: offerSms(input, when),
  };
}
