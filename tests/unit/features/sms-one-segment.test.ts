import { describe, expect, test } from 'bun:test';
import { appointmentSms, vaccineSms } from '../../../src/features/reminders/reminders.sms';
import { generateOtp } from '../../../src/features/accounts/accounts.otp.service';
import { CONSULTATION_TYPE_CODES } from '../../../src/lib/constants/consultation-types';
import { asReader, readerFor, t } from '../../../src/lib/i18n';
import { smsEncoding, smsSegments } from '../../../src/lib/sms-segments';

/**
 * Every SMS the product sends, in English and Spanish, with long real-world names (accented,
 * so the text is UCS-2 and must fit 70 characters), is one segment. Names are cut with an
 * ellipsis (never below 8 characters) when they are what makes a text too long.
 */
const readers = [readerFor('en', 'en-US'), readerFor('en', 'en-GB'), readerFor('es', 'es-MX'), readerFor('es', 'es-ES')];
const practices = ['Happy Paws Veterinary Clinic of Greater Brookline and Boston', 'Clínica Veterinaria Hospital de Pequeños Animales Los Álamos del Norte'];
const pets = ['Sir Maximilian Biscuit Fluffington the Third', 'Señor Bigotes Maximiliano Tercero de Guadalajara'];
const vaccines = ['Rabies (three-year booster, killed virus)', 'Rabia (antirrábica trienal, virus inactivado)'];
// A Saturday (the Spanish "sáb" is not GSM-7) at an afternoon hour, in a zone with a long name.
const slot = '2026-08-01T19:30:00.000Z';
// Manage links as long as a practice's own domain makes them (`/m/<booking id in base 36>.<16 signature characters>`).
const LINKS = ['https://vetconsult.example.com/m/1z141z3.AbCdEfGhIjKlMnOp', 'https://clinica-veterinaria-los-alamos.example.com.mx/m/1z141z3.AbCd-fGh_jKlMnOp'];

function expectOneSegment(text: string) {
  expect({ text, segments: smsSegments(text) }).toEqual({ text, segments: 1 });
}

describe('every SMS fits one segment', () => {
  for (const reader of readers) {
    test(`appointment reminders, ${reader.locale}`, () =>
      asReader(reader, () => {
        for (const practiceName of practices)
          for (const type of CONSULTATION_TYPE_CODES)
            for (const zone of ['America/Mexico_City', 'America/Argentina/Buenos_Aires', 'Europe/Madrid']) expectOneSegment(appointmentSms({ type, practiceName, slot, zone }));
      }));

    test(`appointment reminders with the manage link, ${reader.locale}`, () =>
      asReader(reader, () => {
        for (const manageLink of LINKS)
          for (const practiceName of practices)
            for (const type of CONSULTATION_TYPE_CODES)
              for (const zone of ['America/Mexico_City', 'America/Argentina/Buenos_Aires', 'Europe/Madrid']) {
                const sms = appointmentSms({ type, practiceName, slot, zone, manageLink });
                expectOneSegment(sms);
                // The link is never cut: the names and accents give way first.
                expect(sms).toEndWith(manageLink);
              }
      }));

    test(`vaccine reminders, ${reader.locale}`, () =>
      asReader(reader, () => {
        for (const petName of pets) for (const vaccine of vaccines) expectOneSegment(vaccineSms({ petName, vaccine, dueDate: '2026-08-01' }));
      }));

    test(`the verification code, ${reader.locale}`, () =>
      asReader(reader, () => {
        expectOneSegment(t('Your VetConsult verification code is {code}. It expires in {minutes} minutes.', { code: generateOtp(), minutes: 10 }));
      }));
  }

  test('a short reminder keeps its names whole, and an English one with plain names stays GSM-7', () => {
    const sms = asReader(readerFor('en', 'en-US'), () => appointmentSms({ type: 4000, practiceName: 'Happy Paws', slot, zone: 'America/New_York' }));
    expect(sms).toBe('Your Video consultation with Happy Paws: Sat, Aug 1, 3:30 PM EDT.');
    expect(smsEncoding(sms)).toBe('GSM-7');
    const vaccine = asReader(readerFor('es', 'es-MX'), () => vaccineSms({ petName: 'Toby', vaccine: 'Rabia', dueDate: '2026-08-01' }));
    // The due date in the reader's words, not ISO.
    expect(vaccine).toBe('VetConsult: Toby debe recibir Rabia el sáb, 1 de ago de 2026.');
  });

  test('with the manage link a Spanish text loses its accents rather than the practice name (GSM-7, 160)', () => {
    const sms = asReader(readerFor('es', 'es-MX'), () => appointmentSms({ type: 4000, practiceName: 'Clínica Los Álamos', slot, zone: 'America/Mexico_City', manageLink: LINKS[0] }));
    // The zone by the name people know (CST), not its offset from GMT.
    expect(sms).toBe(`Su cita (Video) con Clinica Los Alamos: sab 1 de ago, 1:30 p.m. CST. Gestionar: ${LINKS[0]}`);
    expect(smsEncoding(sms)).toBe('GSM-7');
  });

  test('a long name is cut with an ellipsis, never dropped', () => {
    const sms = asReader(readerFor('es', 'es-MX'), () => appointmentSms({ type: 5000, practiceName: practices[1]!, slot, zone: 'America/Mexico_City' }));
    expect(sms).toMatch(/^Su cita \(.+\) con Clínica.*…: /);
  });
});
