import type en from '../en/care';

/** Spanish, chapter "care": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  // entries
} satisfies Record<(typeof en)[number], string>;
