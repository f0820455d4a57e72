import type en from '../en/phone';

/** Spanish, chapter "phone": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Enter a valid mobile number for {country}': 'Ingrese un número de móvil válido para {country}',
  '{country} is not a known country': '{country} no es un país conocido',
  'Country code': 'Código de país',
  'Country must be a two-letter country code': 'El país debe ser un código de dos letras',
  'Choose the country, then type the number as you would dial it there.': 'Elija el país y escriba el número como lo marcaría allí.',
} satisfies Record<(typeof en)[number], string>;
