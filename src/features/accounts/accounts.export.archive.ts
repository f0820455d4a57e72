import { zipSync, strToU8, type Zippable } from 'fflate';
import type { AppDeps } from '../../deps';
import type { User } from '../../../db/schema';
import { formatSlot } from '../../lib/time';
import { t } from '../../lib/i18n';
import { filesOfUploader } from '../files/files.uploader';
import { accountDataParts, type AccountPerson, type ArchiveEntry } from './accounts.data';

/** The owner as every feature's part takes them: their row, and the principal the features' own services expect. */
export function personOf(user: User): AccountPerson {
  const principal = { id: user.id, role: 'user' as const, vendor_id: null, subrole: null, email: user.email, pic: user.pic, first_name: user.first_name, last_name: user.last_name, exp: 0, language: user.language, units: user.units };
  return { id: user.id, email: user.email, phone: user.phone, first_name: user.first_name, last_name: user.last_name, principal };
}

/** Pretty JSON, as a person opening the file reads it. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The account itself: what the owner told us and chose (never a hash, token or internal counter). */
function accountEntry(user: User): ArchiveEntry {
  const { id, first_name, last_name, email, phone, pic, created_at, updated_at, language, units, appointment_reminders, vaccine_reminders, promocode, source } = user;
  return { path: 'account.json', data: json({ id, first_name, last_name, email, phone, picture: pic, created_at, updated_at, language, units, appointment_reminders, vaccine_reminders, promocode, source }) };
}

/** A file's place in the archive: by its kind, its stored name kept apart from the name it was uploaded with. */
const filePath = (file: { category: string; key: string; name: string }) => `files/${file.category}/${file.key.split('/').pop()!.split('.')[0]}-${file.name.replace(/[/\\]/g, '_')}`;

function readme(person: AccountPerson, madeAt: Date, zone: string, paths: string[]): ArchiveEntry {
  const lines = [
    t('Your VetConsult data'),
    '',
    t('Made {date} for {email}.', { date: formatSlot(madeAt.toISOString(), zone), email: person.email }),
    t('JSON files are plain text; records are also given as FHIR R4 Bundles, which other veterinary systems read. Times are in UTC (ISO 8601) unless a file says otherwise; amounts are in minor units of the currency named beside them.'),
    '',
    t('What is inside:'),
    ...paths.map((path) => `- ${path}`),
  ];
  return { path: 'README.txt', data: `${lines.join('\n')}\n` };
}

/** Every entry of the owner's archive: the account, each feature's part, their files, and a README listing them. */
export async function archiveEntries(deps: AppDeps, user: User, zone: string): Promise<ArchiveEntry[]> {
  const person = personOf(user);
  const entries: ArchiveEntry[] = [accountEntry(user)];
  for (const part of accountDataParts(deps)) if (part.archive) entries.push(...(await part.archive(deps, person)));
  for (const file of await filesOfUploader(deps, { role: 'user', id: user.id })) entries.push({ path: filePath(file), data: file.bytes });
  return [readme(person, deps.clock(), zone, entries.map((e) => e.path)), ...entries];
}

/** Already compressed kinds are stored as they are; text is deflated. */
const STORED = /\.(jpe?g|png|gif|webp|pdf|zip|mp4|heic)$/i;

/** The entries as one ZIP (paths kept unique: a repeat gets a number). */
export function zipOf(entries: ArchiveEntry[]): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    let path = entry.path;
    for (let n = 2; path in files; n++) path = entry.path.replace(/(\.[^./]+)?$/, `-${n}$1`);
    const bytes = typeof entry.data === 'string' ? strToU8(entry.data) : entry.data;
    files[path] = [bytes, { level: STORED.test(path) ? 0 : 6 }];
  }
  return zipSync(files);
}
