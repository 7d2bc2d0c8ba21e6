import { describe, expect, it } from 'vitest';
import { settingFields } from '../../i18n/typography';
import { fieldUses, type KeyUse } from './fieldUses';

/**
 * The typography and the proof-reading skip front-matter values by their key (`settingFields`),
 * since the browser's share of that code cannot carry the schemas. So the list must name every
 * key whose value is an address, an id, a date or a fixed choice, and nothing else: a new block's
 * `poster` left off it would be typeset like copy, silently.
 */

describe('settingFields names exactly the keys that hold no copy', () => {
  const uses = fieldUses();
  const holdsNoCopy = (byUse: Map<KeyUse, string[]>) =>
    [...byUse.keys()].filter((use) => use !== 'copy');
  const listed = new Set<string>(settingFields);

  it('finds the front-matter’s fields', () => {
    expect(uses.get('title')?.get('copy')?.length).toBeGreaterThan(0);
    expect(uses.get('to')?.get('address')?.length).toBeGreaterThan(0);
    expect(uses.get('image')?.get('image')?.length).toBeGreaterThan(0);
  });

  it('lists every key that holds an address, an id, a date or a fixed choice', () => {
    const missing = [...uses]
      .filter(([key, byUse]) => holdsNoCopy(byUse).length && !listed.has(key))
      .map(
        ([key, byUse]) =>
          `${key} (${holdsNoCopy(byUse)
            .flatMap((use) => byUse.get(use)!)
            .join(', ')}): add it to settingFields in src/i18n/typography.ts`,
      );
    expect(missing).toEqual([]);
  });

  it('lists no key that holds copy somewhere, and none that no field has', () => {
    const wrong = [...listed].flatMap((key) => {
      const byUse = uses.get(key);
      if (!byUse) return [`${key}: no front-matter field has it; take it off settingFields`];
      const copy = byUse.get('copy');
      return copy
        ? [
            `${key}: copy at ${copy.join(', ')} would skip the typography and the proof-reading; rename one of the two fields, or make it a setting (asSetting in src/content/schemas/fields.ts)`,
          ]
        : [];
    });
    expect(wrong).toEqual([]);
  });
});
