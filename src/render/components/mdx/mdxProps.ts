import { z } from 'zod';
import { proofStatuses } from '../../../data/proof';
import { sceneIds } from '../../../data/sceneIds';
import { siteValues, type SiteValueName } from './siteValues';

/**
 * The props each component of the MDX component map accepts, as content may write them: the
 * content check validates every use against these (an unknown name, a missing prop, a tone the
 * component has no style for), so a page never reaches the build with a prop its component
 * would throw on. The components take their prop types from here (types only: no schema reaches
 * the browser).
 */

const siteValueNames = Object.keys(siteValues) as [SiteValueName, ...SiteValueName[]];

export const calloutTones = ['info', 'tip', 'warning'] as const;

const words = z
  .string({ error: 'expected some text' })
  .trim()
  .min(1, { error: 'expected some text' });

export const mdxProps = {
  SiteValue: z.strictObject({
    name: z.enum(siteValueNames, {
      error: `expected one of ${siteValueNames.join(', ')} (src/config/site.ts)`,
    }),
  }),
  Callout: z.strictObject({
    tone: z.enum(calloutTones, { error: `expected one of ${calloutTones.join(', ')}` }).optional(),
    title: words.optional(),
  }),
  Steps: z.strictObject({}),
  Checklist: z.strictObject({}),
  Testimonial: z.strictObject({
    role: words,
    sector: words,
    status: z.enum(proofStatuses, {
      error: `expected ${proofStatuses.join(' or ')} (sample until the company confirms it)`,
    }),
  }),
  FounderBio: z.strictObject({ name: words, role: words }),
  Figure: z.strictObject({
    scene: z.enum(sceneIds, { error: 'expected a scene of src/data/sceneIds.ts' }),
    caption: words,
  }),
} as const;

export type MdxProps<N extends keyof typeof mdxProps> = z.infer<(typeof mdxProps)[N]>;
