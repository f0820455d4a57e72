/**
 * Whether a card number's digits pass the Luhn check every card number carries: one mistyped
 * digit ("4242 4242 4242 4241") fails it. The wizard and the server ask the same function, so
 * the form and the refusal never disagree. 4242424242424242 passes; 4242424242424241 does not.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    // Every second digit from the right is doubled; a two-digit result counts its digits' sum.
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
