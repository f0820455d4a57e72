import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../providers/mail/mail';
import { formatSlot } from '../../lib/time';
import { cardBrandName, formatMoney } from '../../lib/money';
import { asReader, readerOf, t } from '../../lib/i18n';
import { personName } from '../../lib/person-name';
import { practiceContact } from '../accounts/accounts.practices.service';
import { requestNewsHtml } from './notifications.mail-html';

/** What happened to a second opinion or house visit, and so which e-mail goes to whom. */
export type RequestEvent =
  | 'opinion_asked'
  | 'opinion_more_info'
  | 'opinion_answered'
  | 'opinion_report'
  | 'opinion_canceled'
  | 'visit_asked'
  | 'visit_accepted'
  | 'visit_declined';

export interface RequestFacts {
  event: RequestEvent;
  requestId: number;
  vendorId: number;
  listingOwnerId: number | null;
  /** `language`: the owner's own choice, if any (their e-mails are written in it). */
  owner: { email: string; first_name: string; last_name: string; language?: string | null };
  petName: string;
  /** The practice's zone, for the times in its e-mails; the owner's e-mails use it too (the request has no other). */
  zone: string;
  /** The promised report time (second opinion), the chosen slot (house visit), if any. */
  when?: string | null;
  /** The text the e-mail quotes: the question asked, the report, the reason for declining. */
  quote?: string | null;
  /** What the owner paid for it (a paid second opinion): the amount in minor units of its currency, and the card. */
  receipt?: { amount: number; currency: string; brand: string | null; last4: string | null } | null;
}

type Audience = 'owner' | 'practice';
interface Text {
  subject: string;
  intro: string;
  /** The receipt line of a paid request. */
  receipt?: string;
}

/** "Receipt: $45.00 paid with your Visa card ending 4242." in the reader's language and money format. */
function receiptLine(receipt: NonNullable<RequestFacts['receipt']>): string {
  const amount = formatMoney(receipt.amount, receipt.currency);
  if (!receipt.last4) return t('Receipt: {amount} paid by card.', { amount });
  return t('Receipt: {amount} paid with your {brand} card ending {last4}.', { amount, brand: cardBrandName(receipt.brand), last4: receipt.last4 }).replace(/ {2}/g, ' ');
}

/** "Refunded in full: $45.00 to the customer's Visa card ending 4242." for the practice. */
function refundLine(receipt: NonNullable<RequestFacts['receipt']>): string {
  const amount = formatMoney(receipt.amount, receipt.currency);
  if (!receipt.last4) return t('Refunded in full: {amount} to the card it was paid with.', { amount });
  return t("Refunded in full: {amount} to the customer's {brand} card ending {last4}.", { amount, brand: cardBrandName(receipt.brand), last4: receipt.last4 }).replace(/ {2}/g, ' ');
}

/** The words of each e-mail, by event and reader, in the current reader's language (`asReader` around it). */
function textsOf(f: RequestFacts, practice: string): Partial<Record<Audience, Text>> {
  const owner = personName(f.owner);
  const when = f.when ? formatSlot(f.when, f.zone, 'long') : '';
  const v = { owner, practice, pet: f.petName, when };
  switch (f.event) {
    case 'opinion_asked':
      return {
        owner: {
          subject: t('Your second-opinion request for {pet}', v),
          intro: t('{practice} has your request for a second opinion on {pet}. The report is due by {when}.', v),
          ...(f.receipt ? { receipt: receiptLine(f.receipt) } : {}),
        },
        practice: { subject: t('Second opinion requested for {pet}', v), intro: t('{owner} asks for a second opinion on {pet}. The report is due by {when}.', v) },
      };
    case 'opinion_more_info':
      return {
        owner: {
          subject: t('{practice} needs more information about {pet}', v),
          intro: t('{practice} asks for more information before giving its second opinion. Answer in the request; the report is then due by {when}.', v),
        },
      };
    case 'opinion_answered':
      return { practice: { subject: t('{owner} answered about {pet}', v), intro: t('{owner} answered your question on the second opinion for {pet}. The report is due by {when}.', v) } };
    case 'opinion_report':
      return {
        owner: {
          subject: t('Your second-opinion report for {pet}', v),
          intro: t("{practice} has delivered its second-opinion report on {pet}. It is also filed in {pet}'s medical records under Documents → Notes.", v),
        },
      };
    case 'opinion_canceled':
      return {
        practice: {
          subject: t('Second opinion for {pet} canceled', v),
          intro: t('{owner} deleted their account, which cancels their second-opinion request for {pet}: no report is needed.', v),
          ...(f.receipt ? { receipt: refundLine(f.receipt) } : {}),
        },
      };
    case 'visit_asked':
      return { practice: { subject: t('House visit requested for {pet}', v), intro: t('{owner} asks for a house visit for {pet}. Accept it with a free clinic slot, or decline with a reason.', v) } };
    case 'visit_accepted':
      return {
        owner: { subject: t('{practice} can visit {pet} on {when}', v), intro: t('{practice} accepted your house-visit request for {when}. Pay in the request to confirm the visit.', v) },
        practice: { subject: t('House visit for {pet} offered for {when}', v), intro: t('You offered {owner} a house visit for {pet} on {when}. It is booked once they pay.', v) },
      };
    case 'visit_declined':
      return {
        owner: { subject: t('{practice} cannot make a house visit for {pet}', v), intro: t('{practice} declined your house-visit request for {pet}.', v) },
        practice: { subject: t('House visit for {pet} declined', v), intro: t("You declined {owner}'s house-visit request for {pet}.", v) },
      };
  }
}

async function compose(to: string, greeting: string | null, text: Text, quote: string | null | undefined, url: string): Promise<MailMessage> {
  const hi = greeting ? t('Hello {name},', { name: greeting }) : null;
  const hello = hi ? `${hi}\n\n` : '';
  const quoted = quote ? `\n\n${quote}` : '';
  const receipt = text.receipt ? `\n\n${text.receipt}` : '';
  return {
    to,
    subject: text.subject,
    text: `${hello}${text.intro}${receipt}${quoted}\n\n${t('Open the request: {url}', { url })}`,
    html: await requestNewsHtml({ hello: hi, intro: text.intro, receipt: text.receipt, quote, url }),
  };
}

/** One reader's e-mail of this news, if the event tells them anything (exported for the check that every e-mail has its HTML part). */
export async function mailFor(facts: RequestFacts, audience: Audience, practiceName: string | null, to: string, url: string): Promise<MailMessage | null> {
  const text = textsOf(facts, practiceName ?? t('The practice'))[audience];
  return text ? compose(to, audience === 'owner' ? facts.owner.first_name : null, text, facts.quote, url) : null;
}

/** A second opinion's or house visit's news, to the owner and/or the practice (the listing's owner, else its address). */
export async function sendRequestMails(deps: AppDeps, facts: RequestFacts): Promise<void> {
  const contact = await practiceContact(deps, facts.vendorId, facts.listingOwnerId);
  const url = `${deps.config.publicUrl}/app/requests/${facts.requestId}`;
  // Each in its reader's language: the owner's own, else the practice's locale; the practice login's.
  const ownerReader = readerOf({ account: facts.owner.language, site: contact.locale });
  const mails = [asReader(ownerReader, () => mailFor(facts, 'owner', contact.name, facts.owner.email, url))];
  if (contact.email) mails.push(asReader(contact.reader, () => mailFor(facts, 'practice', contact.name, contact.email!, url)));
  await deps.providers.mail.sendAll((await Promise.all(mails)).filter((mail): mail is MailMessage => mail !== null));
}
