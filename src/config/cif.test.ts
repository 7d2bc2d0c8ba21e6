import { describe, expect, it } from 'vitest';
import { site } from './site';
import { cifControlValue, isValidCif } from './cif';

describe('isValidCif', () => {
  it('accepts published CIFs with a digit or a letter control', () => {
    // Telefónica, S.A. (digit control) and Universidad Complutense de Madrid (letter control).
    expect(isValidCif('A82018474')).toBe(true);
    expect(isValidCif('Q2818015F')).toBe(true);
    expect(isValidCif('a-82018474')).toBe(true);
  });

  it('refuses a wrong control, the wrong kind of control and malformed ids', () => {
    expect(isValidCif('B67584921')).toBe(false);
    expect(isValidCif('A82018475')).toBe(false);
    expect(isValidCif('A8201847D')).toBe(false); // an S.A. takes a digit
    expect(isValidCif('Q28180156')).toBe(false); // a public body takes a letter
    expect(isValidCif('12345678Z')).toBe(false); // a person's NIF, not a company's
    expect(isValidCif('B1234567')).toBe(false);
    expect(isValidCif('I12345674')).toBe(false);
  });

  it('computes the control from the seven digits', () => {
    expect(cifControlValue('8201847')).toBe(4);
    expect(cifControlValue('2818015')).toBe(6);
    expect(cifControlValue('0000000')).toBe(0);
  });

  it('holds for the tax id in the site data', () => {
    expect(isValidCif(site.legal.taxId)).toBe(true);
  });
});
