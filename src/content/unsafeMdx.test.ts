import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsafeMdx } from './unsafeMdx';

const folder = 'tests/fixtures/unsafe-mdx';
const check = (name: string) =>
  unsafeMdx(`${folder}/${name}.mdx`, readFileSync(`${folder}/${name}.mdx`, 'utf8'));

/** Each fixture holds one attack on line 9, after front-matter and some prose. */
const refused: Record<string, string> = {
  script: 'raw <script> element',
  iframe: 'raw <iframe> element',
  object: 'raw <object> element',
  embed: 'raw <embed> element',
  style: 'raw <style> element',
  'event-handler': 'event handler attribute onerror on <img>',
  'component-event-handler': 'event handler attribute onClick on <Callout>',
  import: "import or export statement `import { readFileSync } from 'node:fs'`",
  export: 'import or export statement `export const secret = process.env.HOME`',
  'expression-env': 'expression `{process.env.HOME}`',
  'expression-arithmetic': 'expression `{1+1}`',
  'expression-prop': 'prop title={foo()} on <Callout> is not a literal',
  'spread-prop': 'spread props `...props` on <Callout>',
  'javascript-link': 'javascript: URL `javascript:alert(1)`',
  'javascript-href': 'javascript: URL in href of <a>',
};

describe('content that could run code is refused, naming the file and the line', () => {
  it('has a fixture for every case and a test for every fixture', () => {
    const fixtures = readdirSync(folder).map((file) => file.replace(/\.mdx$/, ''));
    expect(fixtures.sort()).toEqual([...Object.keys(refused), 'literal-props'].sort());
  });

  for (const [fixture, problem] of Object.entries(refused)) {
    it(fixture, () => {
      const problems = check(fixture);
      expect(problems[0]?.startsWith(`${folder}/${fixture}.mdx:9: ${problem}`), problems[0]).toBe(
        true,
      );
    });
  }

  it('accepts literal props, comments, links and prose', () => {
    expect(check('literal-props')).toEqual([]);
  });

  it('names the line where MDX stops parsing', () => {
    expect(unsafeMdx('x.mdx', '# Title\n\n<Callout>\n\nunclosed')).toEqual([
      expect.stringMatching(/^x\.mdx:\d+:\d+: not valid MDX: /),
    ]);
  });
});
