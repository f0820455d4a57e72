import type { IslandMessages, Translate } from '../lib/i18n';

/**
 * A text that may be a key the island was handed (a refusal or closing reason sent over the
 * socket, a problem named by a hook) or words already in the reader's language (a server
 * message translated there): the first is translated, the second shown as it came.
 */
export const teller =
  (t: Translate, i18n: IslandMessages | undefined) =>
  (text: string): string =>
    i18n && Object.hasOwn(i18n.messages, text) ? t(text) : text;
