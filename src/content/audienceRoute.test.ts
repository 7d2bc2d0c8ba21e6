import { describe, expect, it } from 'vitest';
import { audienceRoute } from './audienceRoute';

describe('audienceRoute', () => {
  it("sends a companies page's pricing link to the companies' plans", () => {
    expect(audienceRoute('/pricing', 'sections')).toBe('/pricing#companies');
    expect(audienceRoute('/pricing/', 'sections')).toBe('/pricing#companies');
  });

  it('leaves other links, other anchors and other pages alone', () => {
    expect(audienceRoute('/pricing#faqs', 'sections')).toBe('/pricing#faqs');
    expect(audienceRoute('/blog', 'sections')).toBe('/blog');
    expect(audienceRoute('/pricing', 'home')).toBe('/pricing');
    expect(audienceRoute('/pricing', 'playbook')).toBe('/pricing');
    expect(audienceRoute('/pricing', undefined)).toBe('/pricing');
  });
});
