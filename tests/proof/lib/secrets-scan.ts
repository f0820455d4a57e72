/**
 * R7's scanner: looks through every byte of a folder (the database, its WAL, uploads, logs, the
 * sandbox's ledger) for what must never rest there: a card number (any Luhn-valid run of 13–19
 * digits starting like a card), a security code next to a card field, and each password, code
 * and reset secret the scenario used. A reset secret may rest only inside the reset e-mail's link
 * in the development outbox (the mailbox it was sent to), never in a log.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Secrets {
  passwords: string[];
  /** One-time codes, with the number they were sent to. */
  codes: { mobile: string; code: string }[];
  /** The secret part of each reset link. */
  resetSecrets: string[];
  cards: string[];
  cvcs: string[];
}

export interface Finding {
  file: string;
  offset: number;
  what: string;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const mask = (digits: string) => `${digits.slice(0, 4)}…${digits.slice(-2)} (${digits.length} digits)`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function every(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/**
 * A run of digits as a card number is written: whole, or in groups of four (spaces or dashes),
 * with neither a digit nor a letter beside it. A run inside a longer token of letters and digits
 * (a booking link's hex signature, a hash) is part of that token: random hex holds a Luhn-valid
 * run of 13 digits or more often enough that R7 failed on one in CI (a signed link in the outbox).
 */
const CARD_RUNS = [/(?<![0-9A-Za-z])[2-6][0-9]{12,18}(?![0-9A-Za-z])/g, /(?<![0-9A-Za-z])[2-6][0-9]{3}([ -])[0-9]{4}\1[0-9]{4}\1[0-9]{1,7}(?![0-9A-Za-z])/g];
const CARD_FIELD = /(?:ccv|cvc|cvv|cvc2|security.?code|card.?code)/gi;

function scanText(file: string, text: string, secrets: Secrets, isLog: boolean): Finding[] {
  const out: Finding[] = [];
  for (const run of CARD_RUNS) {
    for (const m of text.matchAll(run)) {
      const digits = m[0].replace(/[ -]/g, '');
      if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) out.push({ file, offset: m.index!, what: `card number ${mask(digits)}` });
    }
  }
  for (const m of text.matchAll(CARD_FIELD)) {
    const near = text.slice(m.index!, m.index! + 48);
    for (const cvc of secrets.cvcs) if (new RegExp(`(?<![0-9])${cvc}(?![0-9])`).test(near)) out.push({ file, offset: m.index!, what: `security code next to "${m[0]}"` });
  }
  for (const password of secrets.passwords) for (const at of every(text, password)) out.push({ file, offset: at, what: 'a password' });
  for (const secret of secrets.resetSecrets) {
    for (const at of every(text, secret)) {
      // The reset e-mail's own link, kept in the development outbox, is the one place it may be.
      const inMailedLink = !isLog && text.slice(Math.max(0, at - 40), at).includes('forgot=');
      if (!inMailedLink) out.push({ file, offset: at, what: 'a reset secret' });
    }
  }
  for (const { mobile, code } of secrets.codes) {
    const pattern = new RegExp(`(?<![0-9])${code}(?![0-9])`, 'g');
    if (isLog) {
      for (const m of text.matchAll(pattern)) out.push({ file, offset: m.index!, what: 'a one-time code in a log' });
      continue;
    }
    // A code kept beside its number: the row that would hold it in plain text. The SMS itself, in the outbox, says so.
    for (const at of every(text, mobile)) {
      const near = text.slice(at, at + 64);
      if (pattern.test(near.slice(mobile.length)) && !near.includes('verification code is')) out.push({ file, offset: at, what: `a one-time code next to its number` });
      pattern.lastIndex = 0;
    }
  }
  return out;
}

/** Scans every file under `dir`; logs are the files ending in .log. */
export function scanFolder(dir: string, secrets: Secrets): { files: number; bytes: number; findings: Finding[] } {
  const findings: Finding[] = [];
  let bytes = 0;
  const files = filesUnder(dir);
  for (const path of files) {
    const buffer = readFileSync(path);
    bytes += buffer.length;
    findings.push(...scanText(relative(dir, path), buffer.toString('latin1'), secrets, path.endsWith('.log')));
  }
  return { files: files.length, bytes, findings };
}
