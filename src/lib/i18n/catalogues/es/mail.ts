import type en from '../en/mail';

/** Spanish, chapter "mail": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  // entries
} satisfies Record<(typeof en)[number], string>;
