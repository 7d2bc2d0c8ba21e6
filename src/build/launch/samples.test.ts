import { describe as group, expect, it } from 'vitest';
import {
  bodySamples,
  describe,
  findSamples,
  formatPath,
  formatSamples,
  sampleKeys,
} from './samples';

group('findSamples', () => {
  it('finds every object marked sample, at any depth, with its path', () => {
    const page = {
      blocks: [
        { kind: 'hero', title: 'x' },
        {
          kind: 'client-cards',
          items: [
            { company: 'Taco Bell', status: 'confirmed' },
            { company: 'Cadena hotelera · 800 empleados', status: 'sample' },
          ],
        },
        { kind: 'testimonial', role: 'Directora', sector: 'Banca', status: 'sample' },
      ],
    };
    const found = findSamples(page);
    expect(found.map((sample) => formatPath(sample.path))).toEqual([
      'blocks[1].items[1]',
      'blocks[2]',
    ]);
    expect(found.map((sample) => describe(sample.entry))).toEqual([
      'client card: Cadena hotelera · 800 empleados',
      'testimonial: Directora · Banca',
    ]);
  });

  it('finds nothing when everything is confirmed', () => {
    expect(findSamples({ items: [{ status: 'confirmed' }], status: 'confirmed' })).toEqual([]);
    expect(findSamples('sample')).toEqual([]);
  });
});

group('sampleKeys', () => {
  it('lists the keys of a status map still marked sample', () => {
    expect(
      sampleKeys({ 'legal.taxId': 'sample', dataProtectionAuthorityUrl: 'confirmed' }),
    ).toEqual(['legal.taxId']);
  });
});

group('bodySamples', () => {
  it('finds components marked sample in a body, with their line', () => {
    const body = [
      'Intro.',
      '',
      '<Testimonial role="Director comercial" sector="Distribución" status="sample">Quote</Testimonial>',
      '<Testimonial role="CEO" sector="Seguros" status="confirmed">Quote</Testimonial>',
      '<Testimonial status="sample" role="CFO" sector="Banca">Quote</Testimonial>',
    ].join('\n');
    expect(bodySamples(body)).toEqual([
      { line: 3, what: '<Testimonial>: Director comercial · Distribución' },
      { line: 5, what: '<Testimonial>: CFO · Banca' },
    ]);
  });
});

group('formatSamples', () => {
  it('prints one line per sample and the count, and nothing when none is left', () => {
    expect(formatSamples([])).toBe('');
    const report = formatSamples([
      { where: 'src/config/site.ts siteStatus.legal.taxId', what: 'legal entity: tax id' },
    ]);
    expect(report).toContain('src/config/site.ts siteStatus.legal.taxId: legal entity: tax id');
    expect(report).toContain('1 sample entry to confirm');
  });
});
