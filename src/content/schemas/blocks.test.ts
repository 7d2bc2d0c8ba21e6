import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../check/frontmatter';
import { errorOf } from '../errorOf.test-helper';
import { parseFrontmatter } from '../schema';

function frontmatter(file: string): Record<string, unknown> {
  return readFrontmatter(file, readFileSync(file, 'utf8')).data as Record<string, unknown>;
}

type Blocks = { kind: string; items?: unknown[]; [field: string]: unknown }[];

describe('sections page schema', () => {
  const file = 'content/es/compliance.mdx';
  const valid = frontmatter(file) as { blocks: Blocks };
  const withBlocks = (edit: (blocks: Blocks) => void) => {
    const blocks = structuredClone(valid.blocks);
    edit(blocks);
    return { ...valid, blocks };
  };
  const indexOf = (kind: string) => valid.blocks.findIndex((block) => block.kind === kind);

  it('accepts the real compliance page', () => {
    expect(parseFrontmatter(file, valid)).toMatchObject({ type: 'sections' });
  });

  it('names the block and field of a wrong count', () => {
    const at = indexOf('icon-cards');
    const message = errorOf(
      file,
      withBlocks((blocks) => blocks[at]!.items!.splice(1)),
    );
    expect(message).toBe(`${file}: field "blocks.${at}.items": expected 2–8 items`);
  });

  it('rejects an unknown block kind, listing the kinds', () => {
    const message = errorOf(
      file,
      withBlocks((blocks) => (blocks[1]!.kind = 'carousel')),
    );
    expect(message).toContain(`field "blocks.1.kind": expected kind to be one of: hero,`);
  });

  it('rejects a page that does not open with its hero, and a second hero', () => {
    const message = errorOf(
      file,
      withBlocks((blocks) => blocks.reverse()),
    );
    expect(message).toContain('field "blocks.0.kind": expected the first block to be a hero');
    expect(message).toContain('a page has one hero, first');
  });

  it('rejects a word where a sample client card shows its figure', () => {
    // "Objetivo" in the figure's place read as a placeholder (fifth design review).
    const at = indexOf('client-cards');
    const message = errorOf(
      file,
      withBlocks(
        (blocks) =>
          ((blocks[at]!.items![1] as { metrics: { value: string }[] }).metrics[0]!.value =
            'Objetivo'),
      ),
    );
    expect(message).toContain(
      `field "blocks.${at}.items.1.metrics.0.value": expected a figure (a number), not words`,
    );
  });

  it('rejects a case study linked from a sample client card', () => {
    const at = indexOf('client-cards');
    const message = errorOf(
      file,
      withBlocks(
        (blocks) =>
          ((blocks[at]!.items![1] as { caseStudy: string }).caseStudy = '/caso-taco-bell'),
      ),
    );
    expect(message).toContain(
      `field "blocks.${at}.items.1.caseStudy": expected a case study only on a confirmed client`,
    );
  });

  it("rejects a percentage in a sample client card's prose, in any of the site's spellings", () => {
    const at = indexOf('client-cards');
    for (const figure of ['68%', '68 %', '68\u202F%', '68 por ciento', '68 percent']) {
      for (const field of ['summary', 'story'] as const) {
        const message = errorOf(
          file,
          withBlocks((blocks) => {
            const card = blocks[at]!.items![1] as Record<string, string>;
            card[field] = `${card[field]} Las competencias mejoraron un ${figure}.`;
          }),
        );
        expect(message, `${field}: ${figure}`).toContain(
          `field "blocks.${at}.items.1.${field}": expected no percentage in a sample card's ${field}`,
        );
      }
    }
  });

  it('rejects an icon that is not in the icon list', () => {
    const at = indexOf('icon-cards');
    const message = errorOf(
      file,
      withBlocks((blocks) => ((blocks[at]!.items![0] as { icon: string }).icon = 'not-an-icon')),
    );
    expect(message).toContain(`field "blocks.${at}.items.0.icon": expected an icon name`);
  });

  it('rejects a figure that is not in the data', () => {
    const data = frontmatter('content/es/caso-taco-bell.mdx') as { blocks: Blocks };
    const at = data.blocks.findIndex((block) => block.kind === 'stats');
    (data.blocks[at]!.items![0] as { figure: string }).figure = 'taco-bell-happiness';
    const message = errorOf('content/es/caso-taco-bell.mdx', data);
    expect(message).toContain(
      `field "blocks.${at}.items.0.figure": expected a figure from src/data/figures.ts`,
    );
  });

  it('rejects a button that goes nowhere known', () => {
    const message = errorOf(
      file,
      withBlocks((blocks) => ((blocks[0]!.actions as { to: string }[])[0]!.to = 'signup')),
    );
    expect(message).toContain(
      'field "blocks.0.actions.0.to": "signup" is not a named destination; expected a named destination (register, sales, booking, affiliate-portal) or a site path (/pricing)',
    );
  });
});
