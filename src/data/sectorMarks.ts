import type { ProofStatus } from './proof';

/**
 * The logo strip's wordmarks: sectors, not brands, each beside a neutral geometric mark drawn
 * for this site; each locale names them in its messages (`proof.sectors.<id>`). No real client may appear here until the company confirms it may be named.
 */
export const sectorMarks = [
  {
    id: 'hospitality',
    mark: 'wave',
    status: 'sample',
  },
  {
    id: 'logistics',
    mark: 'box',
    status: 'sample',
  },
  {
    id: 'insurance',
    mark: 'shield',
    status: 'sample',
  },
  {
    id: 'energy',
    mark: 'sun',
    status: 'sample',
  },
  {
    id: 'telecom',
    mark: 'signal',
    status: 'sample',
  },
  {
    id: 'industry',
    mark: 'gear',
    status: 'sample',
  },
  {
    id: 'health',
    mark: 'leaf',
    status: 'sample',
  },
  {
    id: 'banking',
    mark: 'diamond',
    status: 'sample',
  },
] as const satisfies readonly {
  id: string;
  /** The geometric symbol drawn beside the word (`src/components/ui/LogoStrip.tsx`). */
  mark: string;
  /** `confirmed` once the company has clients in this sector it may cite. */
  status: ProofStatus;
}[];

export type LogoMark = (typeof sectorMarks)[number]['mark'];
