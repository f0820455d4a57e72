/** @jsxImportSource react */
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailParagraphs } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';

/** An e-mail about the person's own account: what happened or what to do, an optional link as a button, then what follows. */
export function AccountMail({ texts, link, after = [] }: { texts: string[]; link?: { href: string; label: string }; after?: string[] }) {
  return (
    <MailLayout preview={texts[1] ?? texts[0]!}>
      <MailParagraphs texts={texts} />
      {link ? <MailButton href={link.href} label={link.label} /> : null}
      {after.length > 0 ? <MailParagraphs texts={after} /> : null}
    </MailLayout>
  );
}

export const accountMailHtml = (props: Parameters<typeof AccountMail>[0]): Promise<string> => renderMail(<AccountMail {...props} />);
