import type en from '../en/series';

/** Spanish, chapter "series": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'every must be a whole number of days or weeks from 1 to 52': 'every debe ser un número entero de días o semanas entre 1 y 52',
  'unit must be day or week': 'unit debe ser day o week',
  'count must be from 1 to 52 visits': 'count debe ser de 1 a 52 visitas',
  'choices: visit must be a visit number': 'choices: visit debe ser un número de visita',
  'choices: skip must be true': 'choices: skip debe ser true',
  'choices: each is a visit number with a slot, or with skip set to true': 'choices: cada elección es un número de visita con un horario, o con skip en true',
  'pay must be each or upfront': 'pay debe ser each o upfront',
  'allowed must be true or false': 'allowed debe ser true o false',
  'This practice does not let owners book repeat visits themselves.': 'Esta clínica veterinaria no permite que los propietarios reserven visitas periódicas por su cuenta.',
  'Some visits cannot be booked at their time: choose another time for each, or skip it.': 'Algunas visitas no se pueden reservar a su hora: elija otra hora para cada una u omítala.',
  'choices: there is no such visit in this series': 'choices: esa visita no existe en esta serie',
  'This appointment is not part of a series.': 'Esta cita no forma parte de una serie.',
  'Paying a series up front needs the card fields.': 'Para pagar una serie por adelantado se necesitan los datos de la tarjeta.',
  'No visit is left to book.': 'No queda ninguna visita por reservar.',
  'Visit {visit} of {count}': 'Visita {visit} de {count}',
  'Cancel this and later visits': 'Cancelar esta visita y las siguientes',
} satisfies Record<(typeof en)[number], string>;
