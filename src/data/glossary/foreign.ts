import type { Locale } from '../../i18n/locales';

/**
 * Words of one language left untranslated in another locale's copy. Small on purpose: each
 * line is a mistake seen in review, not a dictionary. `variant` is matched as a whole word,
 * ignoring case, in the locales that have a `use`.
 */
export interface ForeignWord {
  variant: string;
  /** The word to use instead, per locale where the variant is refused. */
  use: Partial<Record<Locale, string>>;
}

export const foreignWords: readonly ForeignWord[] = [
  { variant: 'España', use: { en: 'Spain', fr: 'Espagne' } },
  { variant: 'Reclutamiento', use: { en: 'Recruitment', fr: 'Recrutement' } },
  { variant: 'Formación', use: { en: 'Training', fr: 'Formation' } },
  { variant: 'Precios', use: { en: 'Pricing', fr: 'Tarifs' } },
  { variant: 'Empresas', use: { en: 'Companies', fr: 'Entreprises' } },
  { variant: 'Prueba gratis', use: { en: 'Start free', fr: 'Essai gratuit' } },
  { variant: 'Hablar con ventas', use: { en: 'Talk to sales', fr: 'Parler à un conseiller' } },
  {
    variant: 'Política de privacidad',
    use: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
  },
  { variant: 'Aviso legal', use: { en: 'Legal notice', fr: 'Mentions légales' } },
  { variant: 'Iniciar sesión', use: { en: 'Log in', fr: 'Se connecter' } },
  { variant: 'Reservar demo', use: { en: 'Book a demo', fr: 'Réserver une démo' } },
];
