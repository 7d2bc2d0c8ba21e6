import { describe, expect, it } from 'vitest';
import { localeCodes } from './locales';
import { formatDate } from '../render/format/formatDate';
import {
  atLeast,
  capitalize,
  formatNumber,
  frenchTypography,
  hasTypography,
  labelText,
  localeTypography,
  typeset,
  typesetData,
} from './typography';

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
    expect(typesetData(data, 'en')).toEqual(data);
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

describe('each locale’s typography is one entry of a table', () => {
  it('has an entry for every locale, and only rules the table knows', () => {
    expect(Object.keys(localeTypography).sort()).toEqual([...localeCodes].sort());
    expect(hasTypography('en')).toBe(true);
    expect(hasTypography('es')).toBe(true);
  });

  it('keeps a name of several words on one line in every locale', () => {
    for (const locale of localeCodes) {
      expect(typeset(locale, 'el caso de Taco Bell')).toBe('el caso de Taco\u00A0Bell');
    }
  });

  it('writes a figure given as a floor in each language’s usage, never "10K+"', () => {
    expect(atLeast(10_000, 'es')).toBe('más de 10\u00A0000');
    expect(atLeast(10_000, 'en')).toBe('10,000+');
    expect(atLeast(10_000, 'fr')).toBe('plus de 10\u202F000');
    expect(capitalize(atLeast(200, 'fr'), 'fr')).toBe('Plus de 200');
  });

  it('groups thousands with a space in Spanish, where Intl writes a dot', () => {
    expect(new Intl.NumberFormat('es').format(10_000)).toBe('10.000');
    expect(formatNumber(10_000, 'es')).toBe('10\u00A0000');
    expect(formatNumber(1_194, 'es')).toBe('1194');
    expect(formatNumber(10_000, 'en')).toBe('10,000');
  });

  it('turns a label that is a figure and a plus into the locale’s words', () => {
    expect(typeset('es', '200+')).toBe('Más de 200');
    expect(typeset('fr', '10 000+')).toBe('Plus de 10\u202F000');
    expect(typeset('en', '200+')).toBe('200+');
    // Only a whole label: "+63 %" and a sentence stay as written.
    expect(typeset('es', '+63%')).toBe('+63\u00A0%');
    expect(typeset('es', 'Más de 200 empleados')).toBe('Más de 200 empleados');
  });

  it('keeps a French number with its noun or unit: a no-break space', () => {
    expect(typeset('fr', 'Essai de 15 jours, 30 minutes, 24 h, 6 à 10 chapitres')).toBe(
      'Essai de 15\u00A0jours, 30\u00A0minutes, 24\u00A0h, 6\u00A0à 10\u00A0chapitres',
    );
    expect(typeset('fr', '{{count}} jeux actifs')).toBe('{{count}}\u00A0jeux actifs');
    expect(typeset('fr', 'À 10:30, en 2026.')).toBe('À 10:30, en 2026.');
    expect(typeset('es', '15 días')).toBe('15 días');
  });

  it('keeps a French one-letter prefix with its word ("e-mail"), not in addresses', () => {
    const j = '\u2060';
    expect(typeset('fr', 'par chat ou par e-mail, en e-learning')).toBe(
      `par chat ou par e-${j}mail, en e-${j}learning`,
    );
    expect(typeset('fr', 'Écrivez à e-m@x-y.fr ou https://a-b.fr/e-mail')).toBe(
      'Écrivez à e-m@x-y.fr ou https://a-b.fr/e-mail',
    );
    expect(typeset('fr', 'bien-être, l’e-mail')).toBe(`bien-être, l’e-${j}mail`);
    // Idempotent, and not for a renderer without the narrow space (the social cards).
    expect(typeset('fr', typeset('fr', 'e-mail'))).toBe(`e-${j}mail`);
    expect(typeset('fr', 'e-mail', '\u00A0')).toBe('e-mail');
    expect(typeset('es', 'e-mail')).toBe('e-mail');
  });

  it('keeps a French verb with its pronoun ("publiez-le"), not in other words or addresses', () => {
    const j = '\u2060';
    const pronouns = ['le', 'la', 'les', 'lui', 'leur', 'moi', 'toi', 'nous', 'vous', 'en', 'y'];
    for (const pronoun of pronouns) {
      expect(typeset('fr', `Publiez-${pronoun}.`)).toBe(`Publiez-${j}${pronoun}.`);
    }
    expect(typeset('fr', 'Dites-le-nous, allez-y')).toBe(`Dites-${j}le-${j}nous, allez-${j}y`);
    // A word that only starts like a pronoun, a compound, an address: as written.
    expect(typeset('fr', 'sous-lecture, peut-être, porte-clés, https://a.fr/voir-la')).toBe(
      'sous-lecture, peut-être, porte-clés, https://a.fr/voir-la',
    );
    // Idempotent, and not for a renderer without the narrow space (the social cards).
    expect(typeset('fr', typeset('fr', 'publiez-le'))).toBe(`publiez-${j}le`);
    expect(typeset('fr', 'publiez-le', '\u00A0')).toBe('publiez-le');
    expect(typeset('es', 'publiez-le')).toBe('publiez-le');
  });

  it('writes a label’s text after its colon in lower case, unless it starts with an acronym', () => {
    expect(labelText('es', 'Autores y creadores')).toBe('autores y creadores');
    expect(labelText('fr', 'Équipes RH')).toBe('équipes RH');
    expect(labelText('es', 'RR. HH. y formación')).toBe('RR. HH. y formación');
    expect(labelText('en', 'STUDIO teams')).toBe('STUDIO teams');
  });

  it('dates the first of the month "1er" in French, and sets the date in the locale', () => {
    expect(formatDate('2026-11-01', 'fr')).toBe('1er\u00A0novembre 2026');
    expect(formatDate('2026-10-14', 'fr')).toBe('14\u00A0octobre 2026');
    expect(formatDate('2026-11-01', 'es')).toBe('1 de noviembre de 2026');
    expect(formatDate('2026-11-01', 'en')).toBe('November 1, 2026');
  });
});
