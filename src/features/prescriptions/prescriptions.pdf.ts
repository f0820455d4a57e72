import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { t } from '../../lib/i18n';
import type { Prescription } from './prescriptions.repo';

/** Everything the paper shows besides the prescription itself. */
export interface PaperFacts {
  practice: string;
  address: string;
  vet: string;
  pet: string;
  owner: string;
  /** The issue date as the reader reads it. */
  date: string;
  verifyUrl: string;
  publicKey: string;
}

/** The standard fonts write WinAnsi only: any other character is shown as "?" rather than failing. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');

class Writer {
  y = 790;
  constructor(
    private page: PDFPage,
    private font: PDFFont,
    private bold: PDFFont,
  ) {}
  line(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 11;
    for (const part of wrap(printable(text), 90)) {
      this.page.drawText(part, { x: 50, y: this.y, size, font: options.bold ? this.bold : this.font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 5;
    }
    this.y -= options.gap ?? 0;
  }
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
}

function drugLines(rx: Prescription): string[] {
  return [
    t('Drug: {drug} {strength}', { drug: rx.drug, strength: rx.strength }),
    t('Dose: {dose}, {frequency}, for {days, plural, one {# day} other {# days}}', { dose: rx.dose, frequency: rx.frequency, days: rx.duration_days }),
    t('Quantity: {quantity}. Refills: {refills}', { quantity: rx.quantity, refills: String(rx.refills_allowed) }),
    ...(rx.instructions ? [t('Instructions: {instructions}', { instructions: rx.instructions })] : []),
  ];
}

/** The prescription as a one-page PDF: the practice, vet, pet, owner, drug lines, date and a QR code of the public verify page. */
export async function prescriptionPdf(rx: Prescription, facts: PaperFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const out = new Writer(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  out.line(facts.practice, { size: 16, bold: true });
  out.line(facts.address, { gap: 12 });
  out.line(t('Prescription #{id}', { id: String(rx.id) }), { size: 14, bold: true, gap: 4 });
  out.line(t('Date: {date}', { date: facts.date }));
  out.line(t('Prescribed by: {vet}', { vet: facts.vet }));
  out.line(t('Patient: {pet}', { pet: facts.pet }));
  out.line(t('Owner: {owner}', { owner: facts.owner }), { gap: 12 });
  for (const line of drugLines(rx)) out.line(line);
  const qr = await pdf.embedPng(await QRCode.toBuffer(facts.verifyUrl, { type: 'png', margin: 1, width: 220 }));
  page.drawImage(qr, { x: 50, y: out.y - 170, width: 160, height: 160 });
  out.y -= 185;
  out.line(t('Scan the code or open {url} to check this prescription.', { url: facts.verifyUrl }), { size: 9 });
  out.line(t('Signed by {practice} (Ed25519): {signature}', { practice: facts.practice, signature: rx.signature }), { size: 7 });
  pdf.setTitle(t('Prescription #{id}', { id: String(rx.id) }));
  pdf.setAuthor(facts.practice);
  pdf.setSubject(facts.verifyUrl);
  pdf.setKeywords([`rx-signature:${rx.signature}`, `rx-public-key:${facts.publicKey}`]);
  pdf.setCreationDate(new Date(rx.issued_at));
  pdf.setModificationDate(new Date(rx.issued_at));
  return pdf.save();
}
