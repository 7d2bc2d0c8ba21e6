import { describe, expect, it } from 'vitest';
import { errorOf } from './errorOf.test-helper';
import { parseFrontmatter } from './schema';

const valid = {
  type: 'page',
  title: 'Plataforma de gamificación | Ludiqo',
  description: 'Crea experiencias interactivas sin código para formar, seleccionar y vender mejor.',
  keywords: ['gamificación'],
};

describe('parseFrontmatter', () => {
  it('accepts a valid generic page and applies defaults', () => {
    expect(parseFrontmatter('content/es/x.mdx', valid)).toMatchObject({ noindex: false });
  });

  it('names the file and the field of a too-short description', () => {
    const message = errorOf('content/en/pricing.mdx', { ...valid, description: 'Short' });
    expect(message).toContain('content/en/pricing.mdx');
    expect(message).toContain('field "description"');
    expect(message).toContain('expected 50–170 characters');
  });

  it('names a missing field', () => {
    const { title: _omit, ...withoutTitle } = valid;
    const message = errorOf('content/fr/blog.mdx', withoutTitle);
    expect(message).toMatch(/content\/fr\/blog\.mdx: field "title": expected text/);
  });

  it('rejects an unknown type with the allowed list', () => {
    const message = errorOf('content/es/a.mdx', { ...valid, type: 'nope' });
    expect(message).toContain('field "type"');
    expect(message).toContain('page, legal, redirect, article');
  });

  it('rejects unknown fields so typos do not pass silently', () => {
    const message = errorOf('content/es/a.mdx', { ...valid, descripton: 'typo' });
    expect(message).toContain('content/es/a.mdx');
    expect(message).toContain('descripton');
  });

  it('forces legal pages to noindex and needs an update date', () => {
    const legal = { ...valid, type: 'legal', updated: new Date('2026-11-01') };
    expect(parseFrontmatter('content/es/l.mdx', legal)).toMatchObject({
      noindex: true,
      updated: '2026-11-01',
    });
    expect(errorOf('content/es/l.mdx', { ...legal, noindex: false })).toContain('field "noindex"');
    expect(errorOf('content/es/l.mdx', { ...legal, updated: 'yesterday' })).toContain(
      'field "updated": expected a date as YYYY-MM-DD',
    );
  });

  it('lists every problem of a file, one per line', () => {
    const message = errorOf('content/es/a.mdx', { type: 'page', keywords: [] });
    expect(message.split('\n').length).toBeGreaterThanOrEqual(3);
  });
});
