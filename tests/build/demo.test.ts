import { describe, expect, it } from 'vitest';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import {
  blockOf,
  frontmatterOf,
  htmlFileOf,
  normalizeText,
  readHtml,
  textOf,
} from '../support/site';

// The pages that play the demo: the sales simulator's, and the home page, whose hero names it.
const demoPages = publishedLocaleCodes.flatMap((locale) => {
  const route = frontmatterOf('/', locale, 'home').hero.demo.split('#')[0]!;
  return [
    { locale, url: localizePath(route, locale), story: blockOf(route, locale, 'demo') },
    { locale, url: localizePath('/', locale), story: blockOf(route, locale, 'demo') },
  ];
});

// Without JavaScript the demo shows the story's opening and a link to sign up, in every locale.
describe.each(demoPages)('the playable demo without JavaScript ($url)', ({ url, story }) => {
  const demo = readHtml(htmlFileOf(url)).querySelector('[data-island="demo"]')!;

  it("shows the client's opening lines and a sign-up link, and says the demo needs JavaScript", () => {
    const opening = story.nodes.find((node) => node.id === story.start)!;
    for (const line of opening.lines)
      expect(textOf(demo)).toContain(line.replace(/ /g, ' ').trim().slice(0, 12));
    const signUp = demo
      .querySelectorAll('a')
      .find((a) => /[?&]accion=registro\b/.test(a.getAttribute('href') ?? ''));
    expect(signUp?.getAttribute('target')).toBe('_blank');
    expect(demo.querySelector('noscript')?.text).toContain(story.labels.noScript.slice(0, 12));
  });

  it("ships the opening's answers, hidden without JavaScript, and nothing of the player", () => {
    const opening = story.nodes.find((node) => node.id === story.start)!;
    const answers = demo.querySelectorAll('button[data-demo-play]');
    // Each answer after its letter (A, B, C).
    expect(answers.map((answer) => textOf(answer).slice(1))).toEqual(
      opening.choices.map((choice) => normalizeText(choice.text)),
    );
    expect(demo.querySelectorAll('[data-demo]')).toHaveLength(0);
    // The answers' later nodes come with the player, not in the page.
    const later = story.nodes.filter((node) => node.id !== story.start);
    for (const node of later) expect(textOf(demo)).not.toContain(node.lines[0]!.slice(0, 24));
  });
});
