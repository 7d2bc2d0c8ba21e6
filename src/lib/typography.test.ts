import { describe, expect, it } from 'vitest';
import { frenchTypography, typeset, typesetData } from './typography';

const n = '\u202F';

describe('French typography', () => {
  it('puts a narrow no-break space before ; : ! ? in place of a space, or where there is none', () => {
    expect(frenchTypography('Prêt ? Oui : maintenant ; vite !')).toBe(
      `Prêt${n}? Oui${n}: maintenant${n}; vite${n}!`,
    );
    expect(frenchTypography('Prêt? Oui: maintenant; vite!')).toBe(
      `Prêt${n}? Oui${n}: maintenant${n}; vite${n}!`,
    );
    expect(frenchTypography('Prêt\u00A0? Vraiment\u00A0!')).toBe(`Prêt${n}? Vraiment${n}!`);
  });

  it('puts it inside « », once', () => {
    expect(frenchTypography('Il dit « bonjour » puis «merci».')).toBe(
      `Il dit «${n}bonjour${n}» puis «${n}merci${n}».`,
    );
    expect(frenchTypography(`«${n}déjà${n}»`)).toBe(`«${n}déjà${n}»`);
  });

  it('leaves URLs, e-mail addresses, times and repeated marks alone', () => {
    expect(frenchTypography('Voir https://ludiqo.com/fr/?a=1 ou mailto:hola@ludiqo.com')).toBe(
      'Voir https://ludiqo.com/fr/?a=1 ou mailto:hola@ludiqo.com',
    );
    expect(frenchTypography('À 10:30 précises')).toBe('À 10:30 précises');
    expect(frenchTypography('Vraiment ?!')).toBe(`Vraiment${n}?!`);
    expect(frenchTypography('contact@ludiqo.com : écrivez-nous')).toBe(
      `contact@ludiqo.com${n}: écrivez-nous`,
    );
  });

  it('is idempotent', () => {
    const once = frenchTypography('Prêt ? « Oui » : go !');
    expect(frenchTypography(once)).toBe(once);
  });

  it('leaves Spanish marks and English as written', () => {
    expect(typeset('es', '¿Listo? «Sí»: ya')).toBe('¿Listo? «Sí»: ya');
    expect(typeset('en', 'Ready? Yes: now! 45% faster')).toBe('Ready? Yes: now! 45% faster');
  });

  it('keeps "RR. HH." whole in Spanish', () => {
    expect(typeset('es', 'Para equipos de RR. HH. y formación')).toBe(
      'Para equipos de RR.\u00A0HH. y formación',
    );
  });

  it('keeps a percentage on one line: a no-break space in Spanish, a narrow one in French', () => {
    expect(typeset('es', 'un 45% más corto, del 25 % al 90\u00A0%')).toBe(
      'un 45\u00A0% más corto, del 25\u00A0% al 90\u00A0%',
    );
    expect(typeset('fr', '+48% d’engagement : 45 %')).toBe(`+48${n}% d’engagement${n}: 45${n}%`);
    expect(typeset('es', 'https://ludiqo.com/a%20b?q=10%2F')).toBe(
      'https://ludiqo.com/a%20b?q=10%2F',
    );
    expect(typeset('es', 'Gana un {{percent}}%')).toBe('Gana un {{percent}}\u00A0%');
    const once = typeset('es', 'el 60%');
    expect(typeset('es', once)).toBe(once);
  });

  it('typesets the prose of structured data, not its links and names of things', () => {
    const data = {
      title: 'Prêt ?',
      actions: [{ label: 'Essai : go', to: '/a?b=1' }],
      date: new Date(0),
    };
    expect(typesetData(data, 'fr')).toEqual({
      title: `Prêt${n}?`,
      actions: [{ label: `Essai${n}: go`, to: '/a?b=1' }],
      date: new Date(0),
    });
    expect(typesetData(data, 'es')).toEqual(data);
    expect(typesetData(data, 'en')).toBe(data);
  });
});

describe('French typography across element boundaries', () => {
  it('spaces a mark that opens a text run after bold text, not one that opens a block', () => {
    expect(frenchTypography(': la suite', undefined, 'e')).toBe(`${n}: la suite`);
    expect(frenchTypography(': la suite')).toBe(': la suite');
  });

  it('keeps the space written after an element whose text the run cannot see', () => {
    // "… <SiteValue name="privacyEmail" /> : nous ferons…": the run starts with the space.
    expect(frenchTypography(' : nous ferons')).toBe(`${n}: nous ferons`);
    expect(frenchTypography('?!')).toBe('?!');
  });
});
