/**
 * Every fact the company must confirm before launch (clients, sector marks, testimonials, the
 * legal entity, unconfirmed outbound addresses) carries one of these. A `sample` stands in until
 * the company confirms it; `npm run check:launch` lists the samples and fails while any remains.
 */
export const proofStatuses = ['sample', 'confirmed'] as const;

export type ProofStatus = (typeof proofStatuses)[number];
