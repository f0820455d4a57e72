import { translated } from '../i18n';

/**
 * The constants' labels are written once, at load, before any reader: each is kept as its English
 * key and read through a getter, so every screen, island prop and e-mail gets the current reader's words.
 */
export function spokenLabel<T extends { label: string }>(item: T): T {
  const key = item.label;
  return Object.defineProperty(item, 'label', { get: () => translated(key), enumerable: true, configurable: true });
}

/** A code → label table whose labels read in the current reader's language (`table[code]`, `Object.entries` alike). */
export function spokenTable<K extends PropertyKey>(labels: Record<K, string>): Record<K, string> {
  const table = {} as Record<K, string>;
  for (const [code, key] of Object.entries(labels) as [K, string][]) {
    Object.defineProperty(table, code, { get: () => translated(key), enumerable: true });
  }
  return table;
}
