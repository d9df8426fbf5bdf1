/**
 * The check digits of the card, account and tax numbers the payout rails take, checked by libraries made for each
 * standard, so that a test value in src/data cannot pass only because the data file checked itself.
 */
import {cnpj, cpf} from 'cpf-cnpj-validator';
import {isValidIBAN} from 'ibantools';
import fastLuhn from 'fast-luhn';

/** ISO 7812 Luhn (mod 10), the check every card number passes; 12 to 19 digits. */
export function passesLuhn(number: string): boolean {
  return /^\d{12,19}$/.test(number) && fastLuhn(number);
}

/** ISO 13616 (ISO 7064 mod 97-10) with the country's length and format. */
export function passesIbanCheck(iban: string): boolean {
  return isValidIBAN(iban);
}

/** CPF: 9 digits and two modulo-11 check digits. */
export function hasValidCpfCheckDigits(value: string): boolean {
  return /^\d{11}$/.test(value) && cpf.isValid(value);
}

/** CNPJ, numeric or alphanumeric (IN RFB 2.229/2024): 12 characters and two modulo-11 check digits. */
export function hasValidCnpjCheckDigits(value: string): boolean {
  return /^[0-9A-Z]{12}\d{2}$/.test(value) && cnpj.isValid(value);
}
