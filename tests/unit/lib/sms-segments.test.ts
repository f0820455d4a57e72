import { describe, expect, test } from 'bun:test';
import { fitSms, fitSmsFolded, gsmFold, smsEncoding, smsLength, smsSegments, smsSpaces } from '../../../src/lib/sms-segments';

describe('SMS encoding and segments (GSM 03.38)', () => {
  const cases: [text: string, encoding: 'GSM-7' | 'UCS-2', length: number, segments: number][] = [
    ['Hello', 'GSM-7', 5, 1],
    ['¿Señor Ñandú?', 'UCS-2', 13, 1], // ú is not GSM-7
    ['¿Qué tal, Señor Müller? ¡Olé!', 'GSM-7', 29, 1], // ¿ ¡ é ñ ü are GSM-7
    ['Mañana a las 10', 'GSM-7', 15, 1],
    ['Clínica', 'UCS-2', 7, 1],
    ['sábado', 'UCS-2', 6, 1],
    ['Price: 45 €', 'GSM-7', 12, 1], // € is in the extension table: two septets
    ['[a]{b}~|^\\', 'GSM-7', 18, 1], // eight extension characters, two septets each
    ['2:30\u202fPM', 'UCS-2', 7, 1], // Intl's narrow no-break space
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['€'.repeat(81), 'GSM-7', 162, 2],
    ['á'.repeat(70), 'UCS-2', 70, 1],
    ['á'.repeat(71), 'UCS-2', 71, 2],
    ['á'.repeat(134), 'UCS-2', 134, 2],
    ['á'.repeat(135), 'UCS-2', 135, 3],
    ['🐶', 'UCS-2', 2, 1], // a surrogate pair is two UTF-16 units
  ];
  for (const [text, encoding, length, segments] of cases) {
    test(`${JSON.stringify(text.length > 20 ? `${text.slice(0, 12)}…(${text.length})` : text)}: ${encoding}, ${length}, ${segments} segment(s)`, () => {
      expect(smsEncoding(text)).toBe(encoding);
      expect(smsLength(text)).toBe(length);
      expect(smsSegments(text)).toBe(segments);
    });
  }

  test("Intl's spaces become plain ones, so a time keeps a GSM-7 text GSM-7", () => {
    expect(smsEncoding(smsSpaces('Sat, Aug 1, 1:30\u202fPM'))).toBe('GSM-7');
  });
});

describe('fitSms', () => {
  const compose = (v: { name: string }) => `Your appointment with ${v.name} is tomorrow at 10:00.`;

  test('a text that fits is left as is', () => {
    expect(fitSms(compose, { name: 'Happy Paws' })).toBe('Your appointment with Happy Paws is tomorrow at 10:00.');
  });

  test('a long name is cut with three dots while the text is GSM-7, to exactly one segment', () => {
    const text = fitSms(compose, { name: 'Happy Paws '.repeat(20) });
    expect(smsSegments(text)).toBe(1);
    expect(smsEncoding(text)).toBe('GSM-7');
    expect(text).toMatch(/^Your appointment with Happy Paws.*\.\.\. is tomorrow at 10:00\.$/);
  });

  test('with a character outside GSM-7 the limit is 70 and the ellipsis is one character', () => {
    const text = fitSms(compose, { name: 'Clínica Veterinaria de los Álamos y del Río Grande' });
    expect(smsLength(text)).toBeLessThanOrEqual(70);
    expect(text).toContain('…');
  });

  test('no name is cut below its minimum: a text that cannot fit is sent longer', () => {
    const text = fitSms((v: { name: string }) => `${'x'.repeat(170)} ${v.name}`, { name: 'A long practice name' }, 8);
    expect(text).toEndWith(' A long p...');
    expect(smsSegments(text)).toBe(2);
  });
});

describe('fitSmsFolded (a text that carries a link)', () => {
  const link = 'https://vetconsult.example.com/m/1z141z3.AbCdEfGhIjKlMnOp';
  const compose = (v: { name: string }) => `Su cita con ${v.name}: sábado a las 13:30. Gestionar: ${link}`;

  test('accents outside GSM-7 go (á → a, … → ...), those inside stay (é, ñ, ü): one GSM-7 segment, the names whole', () => {
    expect(gsmFold('Clínica Ñandú, señor Müller, José…')).toBe('Clinica Ñandu, señor Müller, José...');
    const text = fitSmsFolded(compose, { name: 'Clínica Veterinaria Los Álamos' });
    expect(text).toBe(`Su cita con Clinica Veterinaria Los Alamos: sabado a las 13:30. Gestionar: ${link}`);
    expect(smsEncoding(text)).toBe('GSM-7');
    expect(smsSegments(text)).toBe(1);
  });

  test('a UCS-2 text that fits as written keeps its accents', () => {
    expect(fitSmsFolded((v: { name: string }) => `Cita con ${v.name}`, { name: 'Clínica' })).toBe('Cita con Clínica');
  });
});
