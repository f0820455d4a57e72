import type { Tx } from '../client';
import { files } from '../schema';

/** A storage provider's write, as the seed needs it (the app's providers are not a db/ concern). */
export type SeedStorage = { put(key: string, body: Uint8Array, contentType: string): Promise<void> };

/**
 * A small real PDF (one page, one line of text), so the demo document opens in a browser.
 * The cross-reference offsets are computed, so readers need no repair.
 */
export function labReportPdf(title: string, line: string): Uint8Array {
  const stream = `BT /F1 14 Tf 56 760 Td (${title}) Tj 0 -24 Td /F1 11 Tf (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Tracker series long enough to draw: a weight every month for a year, a resting pulse and temperatures. */
export function trackerSeries(day: (offset: number) => string): [string, Record<string, unknown>][] {
  const rows: [string, Record<string, unknown>][] = [];
  const weights = [72.5, 72.1, 71.8, 71.2, 70.6, 70.1, 69.8, 69.3, 68.9, 68.6, 68.4, 68.2];
  weights.forEach((lbs, i) => {
    rows.push(['weight', { date: day(-30 * (weights.length - i) - 5), lbs: Math.floor(lbs), oz: Math.round((lbs % 1) * 16) }]);
  });
  [88, 92, 84, 90, 86, 95].forEach((bpm, i) => rows.push(['pulse', { date: day(-60 * (6 - i)), bpm }]));
  [101.2, 101.8, 102.1, 101.5].forEach((fahrenheit, i) => rows.push(['temperature', { date: day(-90 * (4 - i) - 3), fahrenheit }]));
  rows.push(['blood_pressure', { date: day(-21), systolic: 142, diastolic: 84, comment: 'Measured calmly on the exam table.' }]);
  rows.push(['blood_pressure', { date: day(-200), systolic: 138, diastolic: 80 }]);
  return rows;
}

/** Registers a demo PDF as an uploaded record file owned by `ownerId` and writes its bytes when storage is given. */
export async function seedRecordFile(tx: Tx, storage: SeedStorage | undefined, ownerId: number, fileName: string, bytes: Uint8Array, at: string) {
  const key = `private/phr/${crypto.randomUUID()}.pdf`;
  await tx.insert(files).values({
    category: 'phr',
    access: 'private',
    storage_key: key,
    file_name: fileName,
    file_type: 'application/pdf',
    size: bytes.length,
    owner_role: 'user',
    owner_id: ownerId,
    uploaded_at: at,
  });
  if (storage) await storage.put(key, bytes, 'application/pdf');
  return { url: `/files/${key}`, name: fileName, type: 'application/pdf', size: bytes.length };
}
