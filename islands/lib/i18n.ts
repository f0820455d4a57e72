import { IntlMessageFormat } from 'intl-messageformat';

/**
 * What an island is handed to speak (src/lib/i18n `islandMessages`): the texts it declared in its
 * module's `messages`, already in the reader's language, and the locale for Intl. Plain JSON props.
 */
export interface IslandMessages {
  locale: string;
  messages: Record<string, string>;
}

export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

/**
 * The island's `t`: the same keys (English texts) and ICU MessageFormat as the server's. A key the
 * server did not hand over shows as its English text rather than breaking the island.
 */
export function translator(i18n: IslandMessages | undefined): Translate {
  const locale = i18n?.locale ?? 'en-US';
  const formats = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(i18n?.messages[key] ?? key, locale, undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
