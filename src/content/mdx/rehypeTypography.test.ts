import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeHeadingAsides } from './rehypeTypography';

const tree = (tagName: string, value: string): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName, properties: {}, children: [{ type: 'text', value }] }],
});
const textOf = (root: Root) => {
  const element = root.children[0];
  const text = element?.type === 'element' ? element.children[0] : undefined;
  return text?.type === 'text' ? text.value : '';
};

describe('rehypeHeadingAsides', () => {
  it('keeps a short aside in brackets on one line in a heading', () => {
    const root = tree('h2', 'Qué es (y qué no es) la gamificación');
    rehypeHeadingAsides()(root);
    expect(textOf(root)).toBe('Qué es (y\u00A0qué\u00A0no\u00A0es) la gamificación');
  });

  it('leaves paragraphs and long asides free to wrap', () => {
    const paragraph = tree('p', 'Qué es (y qué no es) la gamificación');
    rehypeHeadingAsides()(paragraph);
    expect(textOf(paragraph)).toBe('Qué es (y qué no es) la gamificación');
    const long = tree('h2', 'Un título (con un inciso demasiado largo para una sola línea)');
    rehypeHeadingAsides()(long);
    expect(textOf(long)).toBe('Un título (con un inciso demasiado largo para una sola línea)');
  });
});
