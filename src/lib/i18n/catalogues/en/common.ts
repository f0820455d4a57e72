/** English, chapter "common": the shared chrome (layout, errors, forms); each entry is its own key. */
export default [
  'Not found',
] as const;
