/** English, chapter "booking": the spec's texts word for word; each entry is its own key (see ../../README in docs/decisions). */
export default [
  // entries
] as const;
