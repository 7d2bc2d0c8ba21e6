// `npm run check:launch`: every fact still marked `sample` (clients, testimonials,
// the legal entity, unconfirmed outbound addresses), and exit 1 while any remains. Not part of
// `npm test`: samples are expected until the company confirms them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { site, siteStatus } from '../src/config/site';
import { readFrontmatter } from '../src/content/check/frontmatter';
import {
  bodySamples,
  describe,
  findSamples,
  formatPath,
  formatSamples,
  sampleKeys,
  type SampleEntry,
} from '../src/build/launch/samples';

const root = process.cwd();
const samples: SampleEntry[] = [];

for (const key of sampleKeys(siteStatus)) {
  const [group, field] = key.split('.') as [string, string | undefined];
  const value = field
    ? site.legal[field as keyof typeof site.legal]
    : site[group as keyof typeof site];
  samples.push({
    where: `src/config/site.ts siteStatus['${key}']`,
    what: `${field ? `legal entity, ${field}` : `outbound address, ${group}`}: ${
      typeof value === 'object' ? Object.values(value).join(', ') : String(value)
    }`,
  });
}

const contentRoot = join(root, 'content');
const files = readdirSync(contentRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .sort();
for (const file of files) {
  const path = relative(root, join(contentRoot, file));
  const source = readFileSync(join(contentRoot, file), 'utf8');
  const frontmatter = readFrontmatter(path, source);
  for (const { path: at, entry } of findSamples(frontmatter.data)) {
    const { line, column } = frontmatter.locate([...at, 'status']);
    samples.push({
      where: `${path}:${line ?? 1}:${column ?? 1} ${formatPath(at)}`,
      what: describe(entry),
    });
  }
  const lines = source.split('\n');
  const bodyStart = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---') + 1;
  for (const { line, what } of bodySamples(lines.slice(bodyStart).join('\n'))) {
    samples.push({ where: `${path}:${bodyStart + line}`, what });
  }
}

if (samples.length) {
  console.error(formatSamples(samples));
  process.exit(1);
}
console.log(
  '✓ Nothing left marked sample: every client, testimonial and company fact is confirmed.',
);
