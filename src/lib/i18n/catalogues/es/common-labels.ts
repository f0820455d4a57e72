import type en from '../en/common-labels';

/** Spanish, chapter "common", its labels: every English key of the part, translated. */
export default {
  'Re-Scheduled': 'Reprogramada',
} satisfies Record<(typeof en)[number], string>;
