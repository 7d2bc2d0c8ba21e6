import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../check/frontmatter';
import { ContentError, parseFrontmatter } from '../schema';

function frontmatter(file: string): Record<string, unknown> {
  return readFrontmatter(file, readFileSync(file, 'utf8')).data as Record<string, unknown>;
}

function errorOf(file: string, data: unknown): string {
  try {
    parseFrontmatter(file, data);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

describe('solution page schema', () => {
  const file = 'content/es/compliance.mdx';
  const valid = frontmatter(file) as {
    benefits: { items: unknown[] };
    features: { items: unknown[] };
    clients: { items: { caseStudy?: string }[] };
  };

  it('accepts the real compliance page', () => {
    expect(parseFrontmatter(file, valid)).toMatchObject({ type: 'solution' });
  });

  it('rejects three benefits with the file, the field and the expected count', () => {
    const data = { ...valid, benefits: { ...valid.benefits, items: valid.benefits.items.slice(0, 3) } };
    const message = errorOf(file, data);
    expect(message).toBe(`${file}: field "benefits.items": expected exactly 4 items`);
  });

  it('rejects five feature items and a fourth client card', () => {
    const data = {
      ...valid,
      features: { ...valid.features, items: valid.features.items.slice(0, 5) },
      clients: { ...valid.clients, items: [...valid.clients.items, valid.clients.items[1]] },
    };
    const message = errorOf(file, data);
    expect(message).toContain('field "features.items": expected exactly 6 items');
    expect(message).toContain('field "clients.items": expected exactly 3 items');
  });

  it('rejects an icon that is not in the icon list', () => {
    const items = structuredClone(valid.benefits.items) as { icon: string }[];
    items[0]!.icon = 'not-an-icon';
    const message = errorOf(file, { ...valid, benefits: { ...valid.benefits, items } });
    expect(message).toContain('field "benefits.items.0.icon": expected an icon name');
  });
});
