import type { MDXComponents } from 'mdx/types';
import { Callout } from '../ui/Callout';
import { Checklist, Figure, FounderBio, Steps, Testimonial } from './ArticleBlocks';
import { MdxHeading } from './MdxHeading';
import { MdxLink } from './MdxLink';
import { SiteValue } from './SiteValue';

/** The one map of what MDX content may use: HTML overrides first, then site components. */
export const mdxComponents = {
  a: MdxLink,
  h1: MdxHeading,
  SiteValue,
  Callout,
  Steps,
  Checklist,
  Testimonial,
  FounderBio,
  Figure,
} satisfies MDXComponents;
