import type { Locale } from '../i18n/locales';
import type { ProofStatus } from './proof';

/**
 * The logo strip's wordmarks: sectors, not brands, each beside a neutral geometric mark drawn
 * for this site. No real client may appear here until the company confirms it may be named.
 */
export const sectorMarks = [
  {
    id: 'hospitality',
    mark: 'wave',
    label: { es: 'Hostelería', en: 'Hospitality', fr: 'Hôtellerie' },
    status: 'sample',
  },
  {
    id: 'logistics',
    mark: 'box',
    label: { es: 'Logística', en: 'Logistics', fr: 'Logistique' },
    status: 'sample',
  },
  {
    id: 'insurance',
    mark: 'shield',
    label: { es: 'Seguros', en: 'Insurance', fr: 'Assurance' },
    status: 'sample',
  },
  {
    id: 'energy',
    mark: 'sun',
    label: { es: 'Energía', en: 'Energy', fr: 'Énergie' },
    status: 'sample',
  },
  {
    id: 'telecom',
    mark: 'signal',
    label: { es: 'Telecom', en: 'Telecom', fr: 'Télécoms' },
    status: 'sample',
  },
  {
    id: 'industry',
    mark: 'gear',
    label: { es: 'Industria', en: 'Industry', fr: 'Industrie' },
    status: 'sample',
  },
  {
    id: 'health',
    mark: 'leaf',
    label: { es: 'Salud', en: 'Healthcare', fr: 'Santé' },
    status: 'sample',
  },
  {
    id: 'banking',
    mark: 'diamond',
    label: { es: 'Banca', en: 'Banking', fr: 'Banque' },
    status: 'sample',
  },
] as const satisfies readonly {
  id: string;
  /** The geometric symbol drawn beside the word (`src/components/ui/LogoStrip.tsx`). */
  mark: string;
  /** The sector, in each locale's words. */
  label: Record<Locale, string>;
  /** `confirmed` once the company has clients in this sector it may cite. */
  status: ProofStatus;
}[];

export type LogoMark = (typeof sectorMarks)[number]['mark'];
