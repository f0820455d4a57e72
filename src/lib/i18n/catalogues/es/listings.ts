import type en from '../en/listings';

/** Spanish, chapter "listings": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
} satisfies Record<(typeof en)[number], string>;
