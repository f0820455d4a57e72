import type en from '../en/telehealth';

export default {
  'I agree to receive veterinary care remotely by video, phone or chat. I understand that the veterinarian cannot examine my pet in person, that a remote consultation may not be enough to diagnose or treat, and that the veterinarian may advise an in-person visit. Without a recent in-person exam by this practice, or where its veterinarians are not licensed, the consultation is general advice only: no diagnosis and no prescription. In an emergency I will go to the nearest veterinary clinic at once. My consultation and its records are kept private as the practice’s privacy notice says.':
    'Acepto recibir atención veterinaria a distancia por video, teléfono o chat. Entiendo que el veterinario no puede examinar a mi mascota en persona, que una consulta a distancia puede no bastar para diagnosticar o tratar, y que el veterinario puede aconsejar una visita presencial. Sin un examen presencial reciente en esta clínica veterinaria, o donde sus veterinarios no tienen licencia, la consulta es solo orientación general: sin diagnóstico ni receta. En una emergencia iré de inmediato a la clínica veterinaria más cercana. Mi consulta y sus registros se mantienen privados según el aviso de privacidad de la clínica veterinaria.',
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
  'owner_country must be a two-letter country code': 'owner_country debe ser un código de país de dos letras',
  'owner_region must be an ISO 3166-2 region code such as US-CA': 'owner_region debe ser un código de región ISO 3166-2, por ejemplo US-CA',
  'telehealth_consent must be the version number of the consent accepted': 'telehealth_consent debe ser el número de versión del consentimiento aceptado',
} satisfies Record<(typeof en)[number], string>;
