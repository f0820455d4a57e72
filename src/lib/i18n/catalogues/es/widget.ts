import type en from '../en/widget';

/** Spanish, chapter "widget": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Choose another place': 'Elegir otro lugar',
  'Choose another time': 'Elegir otro horario',
  'Sign in to book': 'Iniciar sesión para reservar',
  'Sign in or create an account in the new window; the booking continues here.': 'Inicie sesión o cree una cuenta en la ventana nueva; la reserva continúa aquí.',
  'The sign-in window did not open. Allow pop-ups for this site and try again.': 'La ventana de inicio de sesión no se abrió. Permita las ventanas emergentes para este sitio e inténtelo de nuevo.',
  'You are signed in': 'Ha iniciado sesión',
  'Go back to the booking: this window closes by itself.': 'Vuelva a la reserva: esta ventana se cierra sola.',
  'Booking widget on your own website': 'Widget de reservas en su propio sitio web',
  'Websites saved.': 'Sitios web guardados.',
  'Save websites': 'Guardar sitios web',
  'Copy this tag into the page of your website where the booking should appear:': 'Copie esta etiqueta en la página de su sitio web donde debe aparecer la reserva:',
  'Websites allowed to show the widget': 'Sitios web autorizados a mostrar el widget',
  'One address per line, like https://www.example.com, at most {max}. Other websites cannot show it.':
    'Una dirección por línea, como https://www.example.com, {max} como máximo. Otros sitios web no pueden mostrarlo.',
  '{origin} is not a website address like https://www.example.com (no path)': '{origin} no es una dirección de sitio web como https://www.example.com (sin ruta)',
  'List at most {max} websites': 'Indique {max} sitios web como máximo',
} satisfies Record<(typeof en)[number], string>;
