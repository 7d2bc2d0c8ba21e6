import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { publishedLocaleCodes, publishedLocales } from '../../src/i18n/locales';
import { absoluteUrl } from '../../src/i18n/urls';
import { allPages, distClient, htmlFileOf, notFoundFiles, readHtml } from '../support/site';

const pages = allPages();

describe('pre-rendered pages', () => {
  // The spec's routes are a floor: a writer's new page adds to them and changes no test.
  it('cover every spec route in every locale', () => {
    const specRoutes = [
      '/',
      '/pricing',
      '/blog',
      '/blog/gamificacion-en-la-formacion-corporativa',
      '/games',
      '/games/simulador-ventas',
      '/plataforma',
      '/reclutamiento-gamificado',
      '/formacion-gamificada',
      '/engagement',
      '/onboarding-gamificado',
      '/onboarding',
      '/compliance',
      '/upskilling',
      '/training',
      '/ventas-gamificadas',
      '/marketing-gamificado',
      '/attcliente-gamificado',
      '/playbooks',
      '/playbooks/pitch-play',
      '/playbooks/story-spine-play',
      '/playbooks/chapter-map-play',
      '/playbooks/scene-script-play',
      '/caso-taco-bell',
      '/affiliates',
      '/politica-privacidad',
      '/condiciones-legales',
      '/politica-cookies',
      '/privacy-policy',
    ];
    const routes = new Set(pages.map((p) => p.route));
    expect(specRoutes.filter((r) => !routes.has(r))).toEqual([]);
    const missingFiles = pages.map((p) => htmlFileOf(p.url)).filter((f) => !existsSync(f));
    expect(missingFiles).toEqual([]);
  });

  it('include a 404 page per locale', () => {
    for (const { locale, file } of notFoundFiles()) {
      const html = readHtml(join(distClient, file));
      expect(html.querySelector('html')?.getAttribute('lang')).toBe(locale);
      expect(html.querySelector('h1')?.text).toBe('404');
      expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
  });

  describe.each(pages)('$url', (page) => {
    const html = readHtml(htmlFileOf(page.url));
    const head = html.querySelector('head')!;
    const attr = (selector: string, name: string) =>
      head.querySelector(selector)?.getAttribute(name);

    it('has its locale, a title, a description, keywords and one h1', () => {
      expect(html.querySelector('html')?.getAttribute('lang')).toBe(page.locale);
      expect(head.querySelector('title')?.text.length).toBeGreaterThan(10);
      expect(attr('meta[name="description"]', 'content')?.length).toBeGreaterThan(50);
      expect(attr('meta[name="keywords"]', 'content')?.length).toBeGreaterThan(2);
      expect(html.querySelectorAll('h1')).toHaveLength(1);
    });

    it('has an absolute canonical and an hreflang link per locale plus x-default', () => {
      const canonical = attr('link[rel="canonical"]', 'href');
      expect(canonical?.startsWith(site.siteUrl)).toBe(true);
      if (page.type !== 'redirect') expect(canonical).toBe(absoluteUrl(page.route, page.locale));
      const alternates = head
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
      expect(alternates.map(([lang]) => lang)).toEqual([
        ...publishedLocales.map((l) => l.hreflang),
        'x-default',
      ]);
      for (const [, href] of alternates) expect(href?.startsWith(site.siteUrl)).toBe(true);
    });

    it('has social tags', () => {
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) {
        expect(attr(`meta[property="${property}"]`, 'content'), property).toBeTruthy();
      }
      expect(head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(
        publishedLocaleCodes.length - 1,
      );
      expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    });

    it('is noindex only when it is a legal page or the alias', () => {
      const robots = attr('meta[name="robots"]', 'content');
      const shouldHide = page.type === 'legal' || page.type === 'redirect';
      expect(robots === 'noindex').toBe(shouldHide);
    });
  });
});
