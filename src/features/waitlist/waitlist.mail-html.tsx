/** @jsxImportSource react */
import { MailLayout } from '../../ui/mail/MailLayout';
import { MailButton, MailParagraphs } from '../../ui/mail/MailParts';
import { renderMail } from '../../ui/mail/render';
import type { MailBrand } from '../../ui/mail/brand';

/** An offer's body: the same paragraphs as its text, and the button that opens the offer. */
function OfferMail({ paragraphs, link, label, brand }: { paragraphs: string[]; link: string; label: string; brand?: MailBrand }) {
  return (
    <MailLayout brand={brand} preview={paragraphs[1] ?? paragraphs[0]!}>
      <MailParagraphs texts={paragraphs} />
      <MailButton href={link} label={label} />
    </MailLayout>
  );
}

export const offerHtml = (paragraphs: string[], link: string, label: string, brand?: MailBrand): Promise<string> =>
  renderMail(<OfferMail paragraphs={paragraphs} link={link} label={label} brand={brand} />);
