import { describe, expect, it, vi } from 'vitest';
import { mdxComponents } from '../../render/components/mdx/mdxComponents';
import { mdxComponentNames } from './mdxComponentNames';

// Built by a Vite plugin; the map's keys do not depend on it.
vi.mock('virtual:icon-sprite', () => ({ default: '', spriteUrl: '' }));
vi.mock('virtual:scenes', () => ({ default: {} }));

describe('the component names the content check accepts', () => {
  it('are the keys of the MDX component map', () => {
    expect([...mdxComponentNames()].sort()).toEqual(Object.keys(mdxComponents).sort());
  });
});
