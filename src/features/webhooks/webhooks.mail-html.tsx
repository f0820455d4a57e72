/** @jsxImportSource react */
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailParagraphs, MailQuote } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';

/** The practice is told an endpoint was disabled: why, the last error quoted, and a button to Settings → Webhooks. */
export const endpointDisabledHtml = (props: { why: string; lastError: string; then: string; link: string; button: string }): Promise<string> =>
  renderMail(
    <MailLayout preview={props.why}>
      <MailParagraphs texts={[props.why]} />
      <MailQuote text={props.lastError} />
      <MailParagraphs texts={[props.then]} />
      <MailButton href={props.link} label={props.button} />
    </MailLayout>,
  );
