import { describe, expect, it } from 'vitest';
import { expressionTokenName, fillTokens, findTokens } from './tokens';

describe('fillTokens', () => {
  it('fills every occurrence of each token it has a value for', () => {
    expect(fillTokens('{{a}} y {{b}}, otra vez {{a}}', { a: '15', b: '30' })).toBe(
      '15 y 30, otra vez 15',
    );
  });

  it('leaves a token it has no value for, for the component that fills it later', () => {
    expect(fillTokens('Ahorra {{percent}}% durante {{trialDays}} días', { trialDays: '15' })).toBe(
      'Ahorra {{percent}}% durante 15 días',
    );
  });

  it('accepts spaces inside the braces, as i18next does', () => {
    expect(fillTokens('{{ trialDays }} días', { trialDays: '15' })).toBe('15 días');
  });

  it('writes values as they are: no `$&` patterns, no inherited names', () => {
    expect(fillTokens('{{amount}}', { amount: '$& 5' })).toBe('$& 5');
    expect(fillTokens('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('leaves text without tokens, and single braces, alone', () => {
    expect(fillTokens('Sin {llaves} ni {{ }} tokens', { llaves: 'x' })).toBe(
      'Sin {llaves} ni {{ }} tokens',
    );
  });
});

describe('findTokens', () => {
  it('lists each token with its name and index', () => {
    expect(findTokens('a {{x}} b {{ y }}')).toEqual([
      { name: 'x', index: 2, token: '{{x}}' },
      { name: 'y', index: 10, token: '{{ y }}' },
    ]);
  });
});

describe('expressionTokenName', () => {
  it('reads the name of `{{name}}` as MDX parses it (an expression holding `{name}`)', () => {
    expect(expressionTokenName('{trialDays}')).toBe('trialDays');
    expect(expressionTokenName(' { trialDays } ')).toBe('trialDays');
    expect(expressionTokenName('trialDays')).toBeUndefined();
    expect(expressionTokenName('{a: 1}')).toBeUndefined();
  });
});
