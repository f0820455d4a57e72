import type en from '../en/telehealth';

export default {
  'A licence number is at most 40 characters': 'El número de licencia tiene como máximo 40 caracteres',
  'Choose a country by its two-letter code (ISO 3166-1), for example US or GB': 'Elija un país por su código de dos letras (ISO 3166-1), por ejemplo US o MX',
  'Choose a member of your team': 'Elija a un miembro de su equipo',
  'Choose a pet of this customer': 'Elija una mascota de este cliente',
  'Choose a region of that country by its ISO 3166-2 code, for example US-CA, or leave it empty for the whole country':
    'Elija una región de ese país por su código ISO 3166-2, por ejemplo US-CA, o déjela vacía para todo el país',
  'Give the date of the exam, not later than today': 'Indique la fecha del examen, no posterior a hoy',
  'Licence not found': 'Licencia no encontrada',
  'Please read and accept the telehealth consent to book a video, phone or chat consultation':
    'Lea y acepte el consentimiento de telesalud para reservar una consulta por video, teléfono o chat',
  'The VCPR window is a whole number of months from 1 to 36': 'El plazo de la relación veterinario-cliente-paciente es un número entero de meses entre 1 y 36',
  'The telehealth consent changed: please read and accept the current version': 'El consentimiento de telesalud cambió: lea y acepte la versión actual',
  'Write the consent text (at most 10,000 characters)': 'Escriba el texto del consentimiento (como máximo 10.000 caracteres)',
} satisfies Record<(typeof en)[number], string>;
