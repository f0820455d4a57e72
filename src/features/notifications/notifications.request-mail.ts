import { escapeHtml } from '@kitajs/html';
import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../providers/mail/mail';
import { formatSlot } from '../../lib/time';
import { practiceContact } from '../accounts/accounts.practices.service';

/** What happened to a second opinion or house visit, and so which e-mail goes to whom. */
export type RequestEvent =
  | 'opinion_asked'
  | 'opinion_more_info'
  | 'opinion_answered'
  | 'opinion_report'
  | 'visit_asked'
  | 'visit_accepted'
  | 'visit_declined';

export interface RequestFacts {
  event: RequestEvent;
  requestId: number;
  vendorId: number;
  listingOwnerId: number | null;
  owner: { email: string; first_name: string; last_name: string };
  petName: string;
  /** The practice's zone, for the times in its e-mails; the owner's e-mails use it too (the request has no other). */
  zone: string;
  /** The promised report time (second opinion), the chosen slot (house visit), if any. */
  when?: string | null;
  /** The text the e-mail quotes: the question asked, the report, the reason for declining. */
  quote?: string | null;
}

type Audience = 'owner' | 'practice';
interface Text {
  subject: string;
  intro: string;
}

/** The words of each e-mail, by event and reader. */
function textsOf(f: RequestFacts, practice: string): Partial<Record<Audience, Text>> {
  const owner = `${f.owner.first_name} ${f.owner.last_name}`;
  const when = f.when ? formatSlot(f.when, f.zone, 'long') : '';
  switch (f.event) {
    case 'opinion_asked':
      return { practice: { subject: `Second opinion requested for ${f.petName}`, intro: `${owner} asks for a second opinion on ${f.petName}. The report is due by ${when}.` } };
    case 'opinion_more_info':
      return { owner: { subject: `${practice} needs more information about ${f.petName}`, intro: `${practice} asks for more information before giving its second opinion. Answer in the request; the report is then due by ${when}.` } };
    case 'opinion_answered':
      return { practice: { subject: `${owner} answered about ${f.petName}`, intro: `${owner} answered your question on the second opinion for ${f.petName}. The report is due by ${when}.` } };
    case 'opinion_report':
      return { owner: { subject: `Your second-opinion report for ${f.petName}`, intro: `${practice} has delivered its second-opinion report on ${f.petName}. It is also filed in ${f.petName}'s medical records under Documents → Notes.` } };
    case 'visit_asked':
      return { practice: { subject: `House visit requested for ${f.petName}`, intro: `${owner} asks for a house visit for ${f.petName}. Accept it with a free clinic slot, or decline with a reason.` } };
    case 'visit_accepted':
      return {
        owner: { subject: `${practice} can visit ${f.petName} on ${when}`, intro: `${practice} accepted your house-visit request for ${when}. Pay in the request to confirm the visit.` },
        practice: { subject: `House visit for ${f.petName} offered for ${when}`, intro: `You offered ${owner} a house visit for ${f.petName} on ${when}. It is booked once they pay.` },
      };
    case 'visit_declined':
      return {
        owner: { subject: `${practice} cannot make a house visit for ${f.petName}`, intro: `${practice} declined your house-visit request for ${f.petName}.` },
        practice: { subject: `House visit for ${f.petName} declined`, intro: `You declined ${owner}'s house-visit request for ${f.petName}.` },
      };
  }
}

function compose(to: string, greeting: string | null, text: Text, quote: string | null | undefined, url: string): MailMessage {
  const hello = greeting ? `Hello ${greeting},\n\n` : '';
  const quoted = quote ? `\n\n${quote}` : '';
  return {
    to,
    subject: text.subject,
    text: `${hello}${text.intro}${quoted}\n\nOpen the request: ${url}`,
    html:
      (greeting ? `<p>Hello ${escapeHtml(greeting)},</p>` : '') +
      `<p>${escapeHtml(text.intro)}</p>` +
      (quote ? `<blockquote style="white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` : '') +
      `<p><a href="${escapeHtml(url)}">Open the request</a></p>`,
  };
}

/** A second opinion's or house visit's news, to the owner and/or the practice (the listing's owner, else its address). */
export async function sendRequestMails(deps: AppDeps, facts: RequestFacts): Promise<void> {
  const contact = await practiceContact(deps, facts.vendorId, facts.listingOwnerId);
  const practice = contact.name ?? 'The practice';
  const texts = textsOf(facts, practice);
  const url = `${deps.config.publicUrl}/app/requests/${facts.requestId}`;
  const mails: MailMessage[] = [];
  if (texts.owner) mails.push(compose(facts.owner.email, facts.owner.first_name, texts.owner, facts.quote, url));
  if (texts.practice && contact.email) mails.push(compose(contact.email, null, texts.practice, facts.quote, url));
  await deps.providers.mail.sendAll(mails);
}
