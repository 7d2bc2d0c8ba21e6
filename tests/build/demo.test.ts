import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { blockOf, htmlFileOf, readHtml, textOf } from '../support/site';

// Without JavaScript the demo shows the story's opening and a link to sign up, in every locale.
describe.each(localeCodes)('the playable demo without JavaScript (%s)', (locale) => {
  const story = blockOf('/games/simulador-ventas', locale, 'demo');
  const html = readHtml(htmlFileOf(localizePath('/games/simulador-ventas', locale)));
  const demo = html.querySelector('#demo')!;

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

  it('ships no choice before "Play": the player and its choices come with it', () => {
    expect(demo.querySelectorAll('[data-demo]')).toHaveLength(0);
  });
});
