import { PDFDocument, rgb, type PDFPage } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { t } from '../../lib/i18n';
import { DocumentFaces } from './prescriptions.fonts';
import type { Prescription } from './prescriptions.repo';

/** Everything the paper shows besides the prescription itself. */
export interface PaperFacts {
  practice: string;
  address: string;
  vet: string;
  /** The prescriber's licence as printed ("MA-12345 (US-MA)"), or null when none has a number. */
  licence: string | null;
  pet: string;
  owner: string;
  /** The issue date as the reader reads it. */
  date: string;
  verifyUrl: string;
  publicKey: string;
}

const LEFT = 50;
const WIDTH = 495;
/** Where a line may break: at spaces, and around each Chinese or Japanese character (those scripts use none). */
const PIECES = /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

class Writer {
  y = 790;
  constructor(
    private page: PDFPage,
    private faces: DocumentFaces,
  ) {}

  /** Writes the text from the left margin, wrapped to the page's width, each run in the face that has its characters. */
  async line(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 11;
    const bold = options.bold ?? false;
    for (const part of await this.wrap(text.replace(/[\u0000-\u001f\u007f]/g, ' '), size, bold)) {
      let x = LEFT;
      for (const run of await this.faces.measured(part, size, bold)) {
        this.page.drawText(run.text, { x, y: this.y, size, font: run.font, color: rgb(0.1, 0.1, 0.1) });
        x += run.width;
      }
      this.y -= size + 5;
    }
    this.y -= options.gap ?? 0;
  }

  private async width(text: string, size: number, bold: boolean) {
    return (await this.faces.measured(text, size, bold)).reduce((sum, run) => sum + run.width, 0);
  }

  /**
   * The lines the text takes at this size, each piece measured once (a line's width is the sum of
   * its pieces'); a piece wider than the page (a signature) is cut by characters.
   */
  private async wrap(text: string, size: number, bold: boolean): Promise<string[]> {
    const lines: string[] = [];
    let [current, used] = ['', 0];
    const breakLine = () => {
      if (current.trim() !== '') lines.push(current.trimEnd());
      [current, used] = ['', 0];
    };
    const add = (piece: string, width: number) => {
      if (used + width > WIDTH) breakLine();
      if (current === '' && /^\s+$/.test(piece)) return;
      [current, used] = [current + piece, used + width];
    };
    for (const piece of text.match(PIECES) ?? []) {
      const width = await this.width(piece, size, bold);
      if (width <= WIDTH) add(piece, width);
      else for (const char of piece) add(char, await this.width(char, size, bold));
    }
    breakLine();
    return lines.length > 0 ? lines : [''];
  }
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
  const out = new Writer(page, new DocumentFaces(pdf));
  await out.line(facts.practice, { size: 16, bold: true });
  await out.line(facts.address, { gap: 12 });
  await out.line(t('Prescription #{id}', { id: String(rx.id) }), { size: 14, bold: true, gap: 4 });
  await out.line(t('Date: {date}', { date: facts.date }));
  await out.line(t('Prescribed by: {vet}', { vet: facts.vet }));
  if (facts.licence) await out.line(t('Licence number: {licence}', { licence: facts.licence }));
  await out.line(t('Patient: {pet}', { pet: facts.pet }));
  await out.line(t('Owner: {owner}', { owner: facts.owner }), { gap: 12 });
  for (const line of drugLines(rx)) await out.line(line);
  const qr = await pdf.embedPng(await QRCode.toBuffer(facts.verifyUrl, { type: 'png', margin: 1, width: 220 }));
  page.drawImage(qr, { x: 50, y: out.y - 170, width: 160, height: 160 });
  out.y -= 185;
  await out.line(t('Scan the code or open {url} to check this prescription.', { url: facts.verifyUrl }), { size: 9 });
  await out.line(t('Signed by {practice} (Ed25519): {signature}', { practice: facts.practice, signature: rx.signature }), { size: 7 });
  pdf.setTitle(t('Prescription #{id}', { id: String(rx.id) }));
  pdf.setAuthor(facts.practice);
  pdf.setSubject(facts.verifyUrl);
  pdf.setKeywords([`rx-signature:${rx.signature}`, `rx-public-key:${facts.publicKey}`]);
  pdf.setCreationDate(new Date(rx.issued_at));
  pdf.setModificationDate(new Date(rx.issued_at));
  return pdf.save();
}
