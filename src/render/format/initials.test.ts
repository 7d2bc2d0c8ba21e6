import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the nouns of a role, not the words between them', () => {
    expect(initialsOf('Head of Talent and Learning')).toBe('HT');
    expect(initialsOf('Learning and Development Manager')).toBe('LD');
    expect(initialsOf('Responsable de talento y formación')).toBe('RT');
    expect(initialsOf('Responsable de la formation commerciale')).toBe('RF');
  });

  it('keeps a name as it is written', () => {
    expect(initialsOf('Directora comercial')).toBe('DC');
    expect(initialsOf('Fundadora')).toBe('F');
    expect(initialsOf('Ana  Ruiz')).toBe('AR');
  });
});
