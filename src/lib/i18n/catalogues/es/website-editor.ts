import type en from '../en/website-editor';

/** Spanish, chapter "website-editor": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  Format: 'Formato',
  Markdown: 'Markdown',
  'Advanced: edit HTML': 'Avanzado: editar HTML',
  'Header section (Markdown)': 'Sección de encabezado (Markdown)',
  'Body section (Markdown)': 'Sección de cuerpo (Markdown)',
  'Write in Markdown: **bold**, *italic*, ## heading, [link](https://…), - list. It is cleaned by the same rules as HTML.':
    'Escriba en Markdown: **negrita**, *cursiva*, ## título, [enlace](https://…), - lista. Se limpia con las mismas reglas que el HTML.',
  'Switching to HTML puts the HTML your Markdown makes in its place; HTML is not turned back into Markdown.':
    'Al cambiar a HTML, su Markdown se sustituye por el HTML que genera; el HTML no se vuelve a convertir en Markdown.',
  Bold: 'Negrita',
  Italic: 'Cursiva',
  Heading: 'Título',
  Link: 'Enlace',
  List: 'Lista',
  Image: 'Imagen',
  'link text': 'texto del enlace',
  image: 'imagen',
  'Uploading the image…': 'Subiendo la imagen…',
  'Live preview (not saved)': 'Vista previa en vivo (sin guardar)',
  'Updating the preview…': 'Actualizando la vista previa…',
  'Will be removed for safety: {items}.': 'Se eliminará por seguridad: {items}.',
  '{name} attribute': 'atributo {name}',
  '{scheme}: link': 'enlace {scheme}:',
  '{scheme}: image': 'imagen {scheme}:',
  '//… link address': 'dirección de enlace //…',
  '//… image address': 'dirección de imagen //…',
  'source_format must be markdown or html': 'source_format debe ser markdown o html',
} satisfies Record<(typeof en)[number], string>;
