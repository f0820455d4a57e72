import type en from '../en/listings';

/** Spanish, chapter "listings": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Show hours in timezone': 'Mostrar el horario en la zona horaria',
  'Opening hours in {zone}': 'Horario de atención en {zone}',
  'Mon': 'Lun',
  'Tue': 'Mar',
  'Wed': 'Mié',
  'Thu': 'Jue',
  'Fri': 'Vie',
  'Sat': 'Sáb',
  'Sun': 'Dom',
} satisfies Record<(typeof en)[number], string>;
