/** Every scene, desktop and phone, in every locale: its lines set in Inter's real widths fit. */
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales';
import { sceneIds, scenePhoneSizes } from '../../data/sceneIds';
import { drawScene, drawScenePhone } from './renderScene';
import { cutShadows, textProblems } from './textFit';

describe('scene text fits', () => {
  for (const id of sceneIds)
    for (const locale of localeCodes) {
      it(`${id} in ${locale}: no line overlaps another or leaves its shape`, () => {
        const svg = drawScene(id, locale);
        expect(textProblems(svg)).toEqual([]);
        expect(cutShadows(svg)).toEqual([]);
      });
      if (scenePhoneSizes[id])
        it(`${id} on phones in ${locale}: no line overlaps another or leaves its shape`, () => {
          const svg = drawScenePhone(id, locale)!;
          expect(textProblems(svg)).toEqual([]);
          expect(cutShadows(svg)).toEqual([]);
        });
    }
});
