import type { Attachment, DocumentReference, Reference } from 'fhir/r4';
import { categoryOf } from '../../lib/constants/record-categories';
import { compact, dateOf, fhirId, textOf } from './records.fhir.ids';
import type { FhirRecord } from './records.fhir.history';

/** A file as records store it (files.service AttachedFile), or a bare address. */
type StoredFile = string | { url?: unknown; name?: unknown; type?: unknown; size?: unknown };

/** A stored file as an Attachment whose address is absolute to the site; a file a reader may not open keeps only its title. */
function attachmentOf(file: StoredFile, base: string | null): Attachment | null {
  const stored = typeof file === 'string' ? { url: file } : file;
  const url = textOf(stored.url);
  const title = textOf(stored.name) ?? url?.split('/').pop();
  if (!url && !title) return null;
  const contentType = textOf(stored.type);
  const size = typeof stored.size === 'number' && Number.isInteger(stored.size) && stored.size >= 0 ? stored.size : undefined;
  return compact({ contentType: contentType && /^[\w.+-]+\/[\w.+-]+/.test(contentType) ? contentType : undefined, url: base && url ? new URL(url, base).href : undefined, title, size: base ? size : undefined });
}

/** The files a record carries, in every files field of its category. */
export function filesOf(record: FhirRecord): StoredFile[] {
  const category = categoryOf(record.category);
  const keys = (category?.fields ?? []).filter((field) => field.type === 'files').map((field) => field.key);
  return keys.flatMap((key) => (Array.isArray(record.details[key]) ? (record.details[key] as StoredFile[]) : []));
}

/** A written note with no file (a consultation note, a second-opinion report): the text is the document. */
function inlineText(record: FhirRecord): Attachment | null {
  const text = textOf(record.details.comment);
  return text ? { contentType: 'text/plain; charset=utf-8', data: Buffer.from(text, 'utf8').toString('base64'), title: textOf(record.details.name) } : null;
}

/**
 * A Documents record (or a history record's files) as a DocumentReference: its category's name
 * (English: the Bundle is built as an English reader) as the category, its type as the type, and each file as content. `base` is the site files
 * are opened on; null leaves the addresses out (a public share link opens no file).
 */
export function documentOf(record: FhirRecord, patient: Reference, base: string | null): DocumentReference | null {
  const files = filesOf(record).map((file) => attachmentOf(file, base)).filter((a): a is Attachment => a !== null);
  const isDocument = categoryOf(record.category)?.group === 'Documents';
  const content = files.length ? files : isDocument ? [inlineText(record) ?? { title: textOf(record.details.name) ?? record.category }] : [];
  if (!content.length) return null;
  const kind = [textOf(record.details.type), textOf(record.details.type_info)].filter(Boolean).join(': ');
  const date = dateOf(record.details.date);
  return compact({
    resourceType: 'DocumentReference' as const,
    id: fhirId('phr-document', record.id),
    status: 'current' as const,
    type: kind ? { text: kind } : undefined,
    category: [{ coding: [{ system: 'urn:vetconsult:record-category', code: record.category }], text: categoryOf(record.category)?.label ?? record.category }],
    subject: patient,
    date: record.created_at,
    description: textOf(record.details.name),
    content: content.map((attachment) => ({ attachment })),
    context: date ? { period: { start: date } } : undefined,
  });
}

