import { IntlMessageFormat } from 'intl-messageformat';
import { EN, type MessageKey } from './catalogues/en';
import { ES } from './catalogues/es';
import { currentReader } from './context';
import type { Language, Reader } from './languages';

export type { MessageKey } from './catalogues/en';
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const KNOWN = new Set<string>(EN);
const CATALOGUES: Record<Language, (key: MessageKey) => string> = {
  en: (key) => key,
  es: (key) => ES[key],
};

export function isMessageKey(text: string): text is MessageKey {
  return KNOWN.has(text);
}

/** Parsed once per language and key: a message is formatted on every page that shows it. */
const compiled = new Map<string, IntlMessageFormat>();

function formatOf(key: MessageKey, reader: Reader): IntlMessageFormat {
  const id = `${reader.locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[reader.language](key) ?? key, reader.locale, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
}

/**
 * A text in the current reader's language: `t('Mobile number must be verified')`,
 * `t('{count, plural, one {# pet} other {# pets}}', { count })`. The key is the English text.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  const format = formatOf(key, currentReader());
  if (!values) return format.format() as string;
  return String(format.format(values as Record<string, string | number | Date>));
}

/** For a text that may be a key (an error's message made before it could be translated): translated when it is one, else as it came. */
export function translated(text: string, values?: MessageValues): string {
  return isMessageKey(text) ? t(text, values) : text;
}

/** A message parsed (intl-messageformat's AST, plain JSON), so the browser formats it without the parser. */
type ParsedMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/** What an island needs to speak: its keys in the reader's language, as plain JSON props. */
export interface IslandMessages {
  locale: string;
  /** Plain text as it reads, or the parsed message when it takes arguments (plural, select, `{name}`). */
  messages: Record<string, string | ParsedMessage>;
}

/**
 * An island's keys in the reader's language. Messages are parsed here, once, so the browser's bundle
 * carries intl-messageformat without its parser (scripts/build.ts): 7 KB gzipped less on every page with an island.
 */
export function islandMessages(keys: readonly MessageKey[]): IslandMessages {
  const reader = currentReader();
  const messages: IslandMessages['messages'] = {};
  for (const key of keys) {
    const ast = formatOf(key, reader).getAst();
    const [only] = ast;
    messages[key] = ast.length === 0 ? '' : ast.length === 1 && only!.type === 0 ? only!.value : ast;
  }
  return { locale: reader.locale, messages };
}
