import { describe, expect, test } from 'bun:test';
import { asReader, islandMessages, readerFor } from '../../../src/lib/i18n';
import { translator } from '../../../islands/lib/i18n';

/**
 * Islands are handed their texts parsed by the server (the browser's bundle has no ICU parser):
 * plain text as it reads, a message with arguments as its AST, which the island formats the same
 * way the server would.
 */
describe("an island's texts", () => {
  test('plain text comes as text, a message with arguments comes parsed, and both read in the reader language', () => {
    const i18n = asReader(readerFor('es', 'es-MX'), () => islandMessages(['Consultation type', '{duration} min · {price}', 'Confirm {date} at {time}?']));
    expect(i18n.locale).toBe('es-MX');
    expect(i18n.messages['Consultation type']).toBe('Tipo de consulta');
    expect(Array.isArray(i18n.messages['{duration} min · {price}'])).toBe(true);
    const t = translator(JSON.parse(JSON.stringify(i18n)));
    expect(t('Consultation type')).toBe('Tipo de consulta');
    expect(t('{duration} min · {price}', { duration: 30, price: '$45' })).toBe('30 min · $45');
    expect(t('Confirm {date} at {time}?', { date: 'mié, 2 dic 2026', time: '10:00 CET' })).toBe('¿Confirmar el mié, 2 dic 2026 a las 10:00 CET?');
  });

  test('a key the island was not handed shows as its English text, its arguments filled in', () => {
    const t = translator({ locale: 'es-MX', messages: {} });
    expect(t('Yes')).toBe('Yes');
    expect(t('Pay {price}', { price: '$45' })).toBe('Pay $45');
    expect(translator(undefined)('Pay {price}', { price: '£40.00' })).toBe('Pay £40.00');
  });
});
