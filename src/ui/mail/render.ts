import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';

/** An e-mail component as the HTML part of a message (react-email: inlined styles, e-mail doctype). */
export function renderMail(element: ReactElement): Promise<string> {
  return render(element);
}

/** What a person reads of an HTML part, for tests and checks that the two parts say the same. */
export const visibleText = (html: string): string => toPlainText(html);
