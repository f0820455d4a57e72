import type en from '../en/money';

/** Spanish, chapter "money": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  Free: 'Gratis',
  'Price is required and must be a number': 'El precio es obligatorio y debe ser un número',
  'Price must be a whole number of {currency}': 'El precio debe ser un número entero de {currency}',
  'Price can have at most {digits, plural, one {# decimal} other {# decimals}}': 'El precio puede tener como máximo {digits, plural, one {# decimal} other {# decimales}}',
  'Price ({currency})': 'Precio ({currency})',
  'Revenue ({currency})': 'Ingresos ({currency})',
  'Country must be a country code such as US or GB': 'El país debe ser un código de país como US o GB',
  'Currency must be a currency code such as USD or GBP': 'La moneda debe ser un código de moneda como USD o GBP',
  'Language must be one the product speaks, such as en-US, en-GB or es-ES': 'El idioma debe ser uno que hable el producto, como en-US, en-GB o es-ES',
  'Units must be us or metric': 'Las unidades deben ser us o metric',
  '{count, plural, one {The currency cannot change while # booking is unpaid or paid and still to come} other {The currency cannot change while # bookings are unpaid or paid and still to come}}': '{count, plural, one {La moneda no puede cambiar mientras # cita esté sin pagar o pagada y aún por venir} other {La moneda no puede cambiar mientras # citas estén sin pagar o pagadas y aún por venir}}',
  'US customary (lb, oz, ft, in, °F)': 'Sistema estadounidense (lb, oz, ft, in, °F)',
  'Your practice settings have been saved.': 'Se ha guardado la configuración de su clínica veterinaria.',
  'Currency': 'Moneda',
  'Prices, payments, refunds and reports are in this currency.': 'Los precios, pagos, reembolsos e informes están en esta moneda.',
  'Language and region': 'Idioma y región',
  'Your site’s language, and how it writes dates and amounts.': 'El idioma de su sitio y cómo escribe las fechas y los importes.',
} satisfies Record<(typeof en)[number], string>;
