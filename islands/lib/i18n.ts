import { IntlMessageFormat } from 'intl-messageformat';

/** A message the server parsed (intl-messageformat's AST as plain JSON): the browser's bundle has no parser (scripts/build.ts). */
type ParsedMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/**
 * What an island is handed to speak (src/lib/i18n `islandMessages`): the texts it declared in its
 * module's `messages`, already in the reader's language, and the locale for Intl. Plain JSON props:
 * plain text as it reads, or the parsed message when it takes arguments.
 */
export interface IslandMessages {
  locale: string;
  messages: Record<string, string | ParsedMessage>;
}

export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

/** A key the server did not hand over, as its English text with its simple `{name}` arguments filled in. */
const english = (key: string, values?: Record<string, string | number | Date>) => (values ? key.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : key);

/**
 * The island's `t`: the same keys (English texts) and ICU MessageFormat as the server's. A key the
 * server did not hand over shows as its English text rather than breaking the island.
 */
export function translator(i18n: IslandMessages | undefined): Translate {
  const locale = i18n?.locale ?? 'en-US';
  const formats = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const message = i18n?.messages[key];
    if (typeof message === 'string') return message;
    if (message === undefined) return english(key, values);
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
