import { currentReader } from '../lib/i18n';
import type { PropsWithChildren } from '@kitajs/html';

interface HtmlDocumentProps {
  /** The page's own head elements, after the charset (and viewport) meta. */
  head: JSX.Element;
  /** Whether the head sets the mobile viewport (every page but the bare not-found answer). */
  viewport?: boolean;
  /** The page's language when it is not the reader's (the marketing pages stay English). */
  lang?: string;
}

/** The html shell every full page shares: doctype, language and charset; `children` is the body. */
export function HtmlDocument({ head, viewport = true, lang, children }: PropsWithChildren<HtmlDocumentProps>) {
  return (
    <>
      {'<!doctype html>'}
      <html lang={lang ?? currentReader().locale}>
        <head>
          <meta charset="utf-8" />
          {viewport ? <meta name="viewport" content="width=device-width, initial-scale=1" /> : ''}
          {head}
        </head>
        {children}
      </html>
    </>
  );
}
