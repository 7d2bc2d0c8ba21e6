/**
 * Client wordmarks for logo strips: neutral, monochrome, drawn for this site.
 * `mark` picks the geometric symbol beside the name.
 */
export const clientLogos = [
  { name: 'Marenza', mark: 'wave' },
  { name: 'Cargonia', mark: 'box' },
  { name: 'Veralis', mark: 'shield' },
  { name: 'Solvera', mark: 'sun' },
  { name: 'Kelvia', mark: 'signal' },
  { name: 'Arteko', mark: 'gear' },
  { name: 'Ardena', mark: 'leaf' },
  { name: 'Fintera', mark: 'diamond' },
] as const satisfies readonly { name: string; mark: string }[];

export type LogoMark = (typeof clientLogos)[number]['mark'];
