import type en from '../en/money';

/** Spanish, chapter "money": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  Free: 'Gratis',
} satisfies Record<(typeof en)[number], string>;
