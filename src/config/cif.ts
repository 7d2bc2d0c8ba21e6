/**
 * Spanish company tax id (CIF, the NIF of a legal entity): an organisation letter, seven digits
 * and a control character, computed with the Agencia Tributaria's algorithm.
 */

const controlLetters = 'JABCDEFGHI';
/** Public bodies, non-resident and foreign entities: the control is always a letter. */
const letterControl = new Set(['K', 'N', 'P', 'Q', 'R', 'S', 'W']);
/** Companies (S.A., S.L.) and owners' communities: the control is always a digit. */
const digitControl = new Set(['A', 'B', 'E', 'H']);

/** The control value (0–9) of a CIF's seven digits. */
export function cifControlValue(digits: string): number {
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    // Positions 1, 3, 5 and 7 are doubled and their digits added; 2, 4 and 6 count as they are.
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  });
  return (10 - (sum % 10)) % 10;
}

/** Whether `value` is a well-formed CIF whose control character matches; spaces and dashes are ignored. */
export function isValidCif(value: string): boolean {
  const match = /^([ABCDEFGHJKNPQRSUVW])(\d{7})([0-9A-J])$/.exec(
    value.replace(/[\s-]/g, '').toUpperCase(),
  );
  if (!match) return false;
  const [, letter = '', digits = '', given = ''] = match;
  const control = cifControlValue(digits);
  const asLetter = controlLetters[control];
  const asDigit = String(control);
  // Entities without a province code (00) also take a letter.
  if (letterControl.has(letter) || digits.startsWith('00')) return given === asLetter;
  if (digitControl.has(letter)) return given === asDigit;
  return given === asDigit || given === asLetter;
}
