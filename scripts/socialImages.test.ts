import { describe, expect, it } from 'vitest';
import { palette } from '../src/styles/palette';
import { card, cardKey } from './socialImages';

const key = (...args: Parameters<typeof card>) => cardKey(card(...args));

describe('the social card cache key', () => {
  const title = 'Experiencias gamificadas';
  const description = 'Sin código';

  it('is the same for the same drawing', () => {
    expect(key(title, description, 'es')).toBe(key(title, description, 'es'));
  });

  it('changes with any colour of the palette the card draws with', () => {
    const before = key(title, description, 'es');
    for (const name of ['brand950', 'brand800', 'brand200', 'brand300', 'accent400', 'white']) {
      const changed = { ...palette, [name]: name === 'white' ? palette.slate50 : palette.white };
      expect(key(title, description, 'es', changed), name).not.toBe(before);
    }
  });

  it('changes with the text and the locale', () => {
    const before = key(title, description, 'es');
    expect(key(`${title}!`, description, 'es')).not.toBe(before);
    expect(key(title, `${description}.`, 'es')).not.toBe(before);
    expect(key(title, description, 'fr')).not.toBe(before);
  });
});
