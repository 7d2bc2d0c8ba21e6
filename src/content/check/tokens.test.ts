import { describe, expect, it } from 'vitest';
import { siteTokenNames } from '../siteTokens';
import { readFrontmatter } from './frontmatter';
import { componentTokens, frontmatterTokens } from './tokens';

const check = (yaml: string) => {
  const file = 'content/es/x.mdx';
  return frontmatterTokens(file, readFrontmatter(file, `---\n${yaml}\n---\n`)).map((p) => p.text);
};

describe('tokens in front-matter', () => {
  it('accept the site tokens on every page type', () => {
    expect(check('type: page\ntitle: "CREATOR: {{creatorTrialDays}} días"')).toEqual([]);
    expect(check('type: page\ntitle: "Feedback con IA {{withAiFeedback}}"')).toEqual([]);
  });

  it('accept the tokens a page type’s layout fills, on that page type only', () => {
    expect(check('type: pricing\nbilling:\n  save: "Ahorra {{percent}}%"')).toEqual([]);
    expect(check('type: page\ntitle: "Ahorra {{percent}}%"')).toEqual([
      'content/es/x.mdx:3:16: field "title": unknown token {{percent}}: use one of ' +
        `${siteTokenNames.map((name) => `{{${name}}}`).join(', ')} (src/content/siteTokens.ts)`,
    ]);
  });

  it('name the layout’s own tokens when one is misspelt', () => {
    expect(check('type: affiliates\ncta:\n  body: "Cobra un {{procent}}%"')).toEqual([
      expect.stringContaining(
        `content/es/x.mdx:4:19: field "cta.body": unknown token {{procent}}: did you mean {{percent}}?`,
      ),
    ]);
    expect(check('type: affiliates\ncta:\n  body: "{{procent}}"')[0]).toContain(
      "the affiliates page's layout also fills {{percent}}, {{months}}",
    );
  });

  it('find the place of a token in a block scalar', () => {
    expect(check('type: page\ndescription: |\n  Línea uno\n  y {{trialDayz}} días')).toEqual([
      expect.stringMatching(/^content\/es\/x\.mdx:5:5: field "description": unknown token/),
    ]);
  });
});

describe('site and layout tokens', () => {
  it('never share a name, which the site-wide filling would otherwise take first', () => {
    const local = Object.values(componentTokens).flat();
    expect(siteTokenNames.filter((name) => local.includes(name))).toEqual([]);
  });
});
