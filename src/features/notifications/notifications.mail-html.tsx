/** @jsxImportSource react */
import { t } from '../../lib/i18n';
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailFacts, MailParagraphs, MailQuote } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';

/** The owner is told a practice added a pet: the same two paragraphs as the text. */
export const petAddedHtml = (hello: string, line: string): Promise<string> =>
  renderMail(
    <MailLayout preview={line}>
      <MailParagraphs texts={[hello, line]} />
    </MailLayout>,
  );

/** A practice asks a person to accept a booking: its facts, and Accept / Decline as buttons. */
export function BookingRequestMail(props: { hello: string; intro: string; facts: string[]; acceptUrl: string; declineUrl: string; links: string }) {
  return (
    <MailLayout preview={props.intro}>
      <MailParagraphs texts={[props.hello, props.intro]} />
      <MailFacts facts={props.facts} />
      <MailButton href={props.acceptUrl} label={t('Accept')} />
      <MailButton href={props.declineUrl} label={t('Decline')} />
      <MailParagraphs texts={[props.links]} />
    </MailLayout>
  );
}

export const bookingRequestHtml = (props: Parameters<typeof BookingRequestMail>[0]): Promise<string> => renderMail(<BookingRequestMail {...props} />);

/** A second opinion's or house visit's news: what happened, the text it quotes, and the button to the request. */
export function RequestNewsMail({ hello, intro, receipt, quote, url }: { hello: string | null; intro: string; receipt?: string; quote: string | null | undefined; url: string }) {
  return (
    <MailLayout preview={intro}>
      <MailParagraphs texts={hello ? [hello, intro] : [intro]} />
      {receipt ? <MailFacts facts={[receipt]} /> : null}
      {quote ? <MailQuote text={quote} /> : null}
      <MailButton href={url} label={t('Open the request')} />
    </MailLayout>
  );
}

export const requestNewsHtml = (props: Parameters<typeof RequestNewsMail>[0]): Promise<string> => renderMail(<RequestNewsMail {...props} />);
