/** @jsxImportSource react */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageKey } from '../../src/lib/i18n';
import { translator, type IslandMessages } from './i18n';

/** An island's `t`, its keys checked against the catalogue (a type-only import: nothing of the server is bundled). */
export type IslandT = (key: MessageKey, values?: Record<string, string | number | Date>) => string;

const DEFAULT_LOCALE = 'en-US';
const IslandTexts = createContext<{ t: IslandT; locale: string }>({ t: translator(undefined), locale: DEFAULT_LOCALE });

/** Hands an island's texts to every component under it, so a stage several levels down reads them with `useT()`. */
export function Translations({ i18n, children }: { i18n: IslandMessages | undefined; children: ReactNode }) {
  const value = useMemo(() => ({ t: translator(i18n), locale: i18n?.locale ?? DEFAULT_LOCALE }), [i18n]);
  return <IslandTexts.Provider value={value}>{children}</IslandTexts.Provider>;
}

/** The `t` of the island this component is in; English when no island handed texts down. */
export const useT = (): IslandT => useContext(IslandTexts).t;

/** The reader's BCP 47 locale, for what formats or speaks outside the catalogue (Stripe's card form). */
export const useIslandLocale = (): string => useContext(IslandTexts).locale;
