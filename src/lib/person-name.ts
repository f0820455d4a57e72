import { t } from './i18n';

/** What a deleted owner's row and snapshots keep as their name (decision 0051): a stable English marker, translated only when shown. */
export const FORMER_CLIENT = { first_name: 'Former', last_name: 'client' } as const;
export const FORMER_CLIENT_NAME = `${FORMER_CLIENT.first_name} ${FORMER_CLIENT.last_name}`;

/** A name stored whole (a history entry's author): the former-client marker in the reader's language, any other as it is. */
export function shownName(name: string): string {
  return name === FORMER_CLIENT_NAME ? t('Former client') : name;
}

/** "Nora Fischer", or "Antiguo cliente" to a Spanish reader for a deleted owner. */
export function personName(person: { first_name: string; last_name: string }): string {
  return shownName(`${person.first_name} ${person.last_name}`.trim());
}
