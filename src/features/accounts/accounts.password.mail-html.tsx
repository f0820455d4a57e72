/** @jsxImportSource react */
import type { MailBrand } from '../../ui/mail/brand';
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailParagraphs } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';

/** A password e-mail's body: greeting and what the link does, the link as a button, then its terms. */
export function PasswordMail({ brand, hello, what, link, label, after }: { brand?: MailBrand; hello: string; what: string; link: string; label: string; after: string }) {
  return (
    <MailLayout brand={brand} preview={what}>
      <MailParagraphs texts={[hello, what]} />
      <MailButton href={link} label={label} />
      <MailParagraphs texts={[after]} />
    </MailLayout>
  );
}

export const passwordHtml = (props: Parameters<typeof PasswordMail>[0]): Promise<string> => renderMail(<PasswordMail {...props} />);
