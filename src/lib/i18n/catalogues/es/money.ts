import type en from '../en/money';

/** Spanish, chapter "money": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  Free: 'Gratis',
  'Price is required and must be a number': 'El precio es obligatorio y debe ser un número',
  'Price must be a whole number of {currency}': 'El precio debe ser un número entero de {currency}',
  'Price can have at most {digits, plural, one {# decimal} other {# decimals}}': 'El precio puede tener como máximo {digits, plural, one {# decimal} other {# decimales}}',
  'Price ({currency})': 'Precio ({currency})',
  'Revenue ({currency})': 'Ingresos ({currency})',
} satisfies Record<(typeof en)[number], string>;
