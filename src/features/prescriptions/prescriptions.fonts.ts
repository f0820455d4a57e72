import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

/**
 * The faces a prescription is printed in, first that has the character wins: Noto Sans (Latin,
 * Greek, Cyrillic, Devanagari), then Noto Sans SC (Chinese, Japanese kana). Each is embedded as a
 * subset of the characters printed, so a page stays tens of kilobytes (decision 0034).
 */
const FACES = [
  { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
] as const;

type Face = number;

/** A font file's bytes, read once per process. */
const files = new Map<string, Promise<Uint8Array>>();
function fontFile(face: Face, bold: boolean): Promise<Uint8Array> {
  const { pkg, regular, bold: heavy } = FACES[face]!;
  const path = join(dirname(Bun.resolveSync(pkg, import.meta.dir)), '..', 'fonts', bold ? heavy : regular);
  if (!files.has(path)) files.set(path, Bun.file(path).bytes());
  return files.get(path)!;
}

/** Which characters each face has (its regular weight's, which the bold one shares). */
let coverage: Promise<fontkit.Font[]> | undefined;
const faces = () => (coverage ??= Promise.all(FACES.map(async (_, face) => fontkit.create(Buffer.from(await fontFile(face, false))) as fontkit.Font)));

/** A piece of a line printed in one face. */
export interface Run {
  face: Face;
  text: string;
}

/** The text cut where its face changes; a character no face has stays in the first (it prints as an empty box, never as "?"). */
export async function runsOf(text: string): Promise<Run[]> {
  const fonts = await faces();
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const found = /\s/.test(char) && last ? last.face : fonts.findIndex((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
    const face = Math.max(found, 0);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** One document's embedded faces: each embedded (as a subset) the first time a run needs it. */
export class DocumentFaces {
  readonly #embedded = new Map<string, Promise<PDFFont>>();
  constructor(private pdf: PDFDocument) {
    pdf.registerFontkit(fontkit);
  }

  font(face: Face, bold: boolean): Promise<PDFFont> {
    const key = `${face}:${bold}`;
    if (!this.#embedded.has(key)) this.#embedded.set(key, fontFile(face, bold).then((bytes) => this.pdf.embedFont(bytes, { subset: true })));
    return this.#embedded.get(key)!;
  }

  /** The runs of a text with their fonts and widths at `size`. */
  async measured(text: string, size: number, bold: boolean): Promise<{ text: string; font: PDFFont; width: number }[]> {
    return Promise.all(
      (await runsOf(text)).map(async (run) => {
        const font = await this.font(run.face, bold);
        return { text: run.text, font, width: font.widthOfTextAtSize(run.text, size) };
      }),
    );
  }
}
