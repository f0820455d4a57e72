import type en from '../en/fhir';

/** Spanish, chapter "fhir": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Download FHIR (JSON)': 'Descargar FHIR (JSON)',
  'Download the shared records as FHIR (JSON)': 'Descargar los registros compartidos en FHIR (JSON)',
} as const satisfies Record<(typeof en)[number], string>;
