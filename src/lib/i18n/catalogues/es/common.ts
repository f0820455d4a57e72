import type en from '../en/common';

/** Spanish, chapter "common": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Not found': 'No encontrado',
} satisfies Record<(typeof en)[number], string>;
