export { t, translated, isMessageKey, islandMessages, type MessageKey, type MessageValues, type IslandMessages } from './t';
export { currentReader, enterReader, narrowReader, asReader } from './context';
export { LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, isLanguage, languageOfTag, readerOf, readerFor, defaultReader, type Language, type Reader } from './languages';
