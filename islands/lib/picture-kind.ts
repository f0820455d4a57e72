/**
 * Whether a file's first bytes are a PNG, JPEG or WebP image, whatever its name says: a text file
 * renamed .png is refused before the editor would crop it into a blank picture. The server reads
 * the kind of what it is sent from the bytes too (file-type).
 */
export async function isPicture(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, at) => bytes[at] === byte);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return png || jpeg || webp;
}
