import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../src/content/check/checkFile';
import { fileContext } from '../../src/content/collect';
import { contentFile } from '../../src/content/contentFile';
import { everyPageAnchors, pageAnchors } from '../../src/content/pageAnchors';
import { allPages, htmlFileOf, projectRoot, readHtml } from '../support/site';

/** The anchors `npm run check:content` accepts are ids the built pages really have. */
describe('link targets the content check accepts exist in the built pages', () => {
  for (const page of allPages()) {
    it(page.url, () => {
      const html = readHtml(htmlFileOf(page.url));
      const file = contentFile(page.locale, page.route);
      const { headingIds, frontmatter } = checkFile(
        file,
        readFileSync(join(projectRoot, file), 'utf8'),
        fileContext(),
      );
      const expected = [
        ...everyPageAnchors,
        ...(frontmatter ? pageAnchors(frontmatter) : []),
        ...headingIds,
      ];
      const missing = expected.filter((id) => !html.querySelector(`[id="${id}"]`));
      expect(missing).toEqual([]);
    });
  }
});
