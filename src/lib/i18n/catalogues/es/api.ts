import type en from '../en/api';

/** Spanish, chapter "api": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'A reminder setting must be true or false': 'Cada aviso debe ser true o false',
  'action must be suspend or restore': 'action debe ser suspend o restore',
  'enabled must be true or false': 'enabled debe ser true o false',
  'id must be a practice id': 'id debe ser el id de una clínica',
  'id must be a record id': 'id debe ser el id de un registro',
  'id must be a refill request id': 'id debe ser el id de una solicitud de reposición',
  'kind must be owner, vet or practice': 'kind debe ser owner, vet o practice',
  'page must be a page number from 1': 'page debe ser un número de página desde 1',
  'stranded_seen must be the ids of the bookings the question named': 'stranded_seen deben ser los id de las citas que nombraba la pregunta',
  'status must be pending, approved, visit or declined': 'status debe ser pending, approved, visit o declined',
} satisfies Record<(typeof en)[number], string>;
