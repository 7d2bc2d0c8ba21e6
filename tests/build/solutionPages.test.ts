import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { contentEntries, htmlFileOf, readHtml } from '../support/site';

const templatePages = ['/onboarding', '/compliance', '/upskilling', '/training'];

describe('solution template pages', () => {
  it('are the four spec routes, all on the shared layout', () => {
    const solutions = contentEntries().filter((entry) => entry.type === 'solution');
    expect(solutions.map((entry) => entry.route).sort()).toEqual([...templatePages].sort());
  });

  for (const route of templatePages) {
    for (const locale of localeCodes) {
      it(`${localizePath(route, locale)}: only the first client card links to the case study`, () => {
        const html = readHtml(htmlFileOf(localizePath(route, locale)));
        const cards = html.querySelectorAll('main article');
        expect(cards).toHaveLength(3);
        const caseLinks = cards.map(
          (card) =>
            card.querySelectorAll(`a[href="${localizePath('/caso-taco-bell', locale)}"]`).length,
        );
        expect(caseLinks).toEqual([1, 0, 0]);
        // The other two expand in place: a disclosure button whose panel holds the story.
        for (const card of cards.slice(1)) {
          const button = card.querySelector('button[aria-expanded="false"]')!;
          expect(button).not.toBeNull();
          const panel = card.querySelector(`[id="${button.getAttribute('aria-controls')!}"]`);
          expect(panel?.text.trim().length).toBeGreaterThan(100);
        }
        expect(html.querySelectorAll('main h3').length).toBeGreaterThanOrEqual(4 + 3);
      });
    }
  }
});
