import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkChecker } from '../../src/build/publishing/linkCheck';
import { changedPages, diffHunks, snapshotOf, wordDiff } from './pageDiff';
import { reviewMarkdown, type ReviewData } from './report';

const siteUrl = 'https://ludiqo.example';

/** A pricing page as the build writes it, reduced to what the review reads. */
function pricingPage(
  locale: string,
  {
    description,
    answer,
    chunk = 'Pricing-a1b2c3d4',
  }: { description: string; answer: string; chunk?: string },
) {
  const prefix = locale === 'es' ? '' : `/${locale}`;
  return `<!doctype html><html lang="${locale}"><head>
<title>Pricing | Ludiqo</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${siteUrl}${prefix}/pricing/">
<script type="module" src="/assets/${chunk}.js"></script>
</head><body><header><nav><a href="${prefix}/">Home</a></nav></header>
<main><h1>Plans</h1><p>Pick a plan.</p>
<details><summary>Can I cancel?</summary><p>${answer}</p></details>
<script>window.x = "not text"</script><a href="${prefix}/#faq">FAQ</a></main></body></html>`;
}

const answer = 'Yes, at any time, with no calls and no explanations. Write to us if unsure.';
const description = 'Plans for teams and creators, with a free trial and no card needed.';

function writeSite(dir: string, pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
}

const home = (locale: string) =>
  `<!doctype html><html lang="${locale}"><head><title>Home</title></head><body><main><h1 id="faq">Home</h1></main></body></html>`;

describe('the review lists the pages a one-field change touches', () => {
  const root = mkdtempSync(join(tmpdir(), 'review-diff-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const base = join(root, 'base');
  const head = join(root, 'head');
  const site = (dir: string, es: { description: string; answer: string; chunk?: string }) =>
    writeSite(dir, {
      'index.html': home('es'),
      'en/index.html': home('en'),
      'fr/index.html': home('fr'),
      'pricing/index.html': pricingPage('es', es),
      'en/pricing/index.html': pricingPage('en', { description, answer, chunk: es.chunk }),
      'fr/pricing/index.html': pricingPage('fr', { description, answer, chunk: es.chunk }),
    });

  it('an FAQ answer changed in Spanish: that page only, with the words that changed', () => {
    site(base, { description, answer });
    // A rebuilt chunk with a new hash on every page is not a change a reader sees.
    site(head, {
      description,
      answer: answer.replace('no calls and', 'no calls, no minimum term and'),
      chunk: 'Pricing-e5f6a7b8',
    });
    const changes = changedPages(base, head);
    expect(changes.map((c) => [c.url, c.locale, c.kind])).toEqual([['/pricing/', 'es', 'changed']]);
    const [change] = changes;
    expect(change!.head).toEqual([]);
    // Eight words of context on each side of the change.
    expect(change!.text).toEqual([
      [
        { op: 'same', words: 'I cancel? Yes, at any time, with no'.split(' ') },
        { op: 'del', words: ['calls'] },
        { op: 'ins', words: ['calls,', 'no', 'minimum', 'term'] },
        { op: 'same', words: 'and no explanations. Write to us if unsure.'.split(' ') },
      ],
    ]);
    const markdown = reviewMarkdown(reviewData(changes));
    expect(markdown).toContain('| `/pricing/` | es | text | – | – |');
    expect(markdown).toContain('<del>calls</del> <ins>calls, no minimum term</ins>');
  });

  it('a description changed in every locale: the three pages, with the head tag diff', () => {
    const newer = 'Plans for teams and creators, with a free trial of two weeks and no card.';
    rmSync(head, { recursive: true });
    writeSite(head, {
      'index.html': home('es'),
      'en/index.html': home('en'),
      'fr/index.html': home('fr'),
      ...Object.fromEntries(
        ['es', 'en', 'fr'].map((l) => [
          `${l === 'es' ? '' : `${l}/`}pricing/index.html`,
          pricingPage(l, { description: newer, answer }),
        ]),
      ),
    });
    const changes = changedPages(base, head);
    expect(changes.map((c) => c.url)).toEqual(['/en/pricing/', '/fr/pricing/', '/pricing/']);
    for (const change of changes) {
      expect(change.text).toEqual([]);
      expect(change.head).toEqual([{ tag: 'description', before: description, after: newer }]);
    }
  });

  it('a page added or removed is listed as such', () => {
    rmSync(join(head, 'fr/pricing'), { recursive: true });
    writeSite(head, { 'blog/index.html': home('es') });
    const kinds = changedPages(base, head).map((c) => [c.url, c.kind]);
    expect(kinds).toContainEqual(['/fr/pricing/', 'removed']);
    expect(kinds).toContainEqual(['/blog/', 'added']);
  });

  it('a page whose slug changed is compared with its old URL, and says it moved', () => {
    const french = (path: string, words: string, extra = '') =>
      `<!doctype html><html lang="fr"><head><title>Tarifs</title>${extra}<link rel="alternate" hreflang="x-default" href="${siteUrl}/pricing/"><link rel="canonical" href="${siteUrl}${path}"></head><body><main><h1>Tarifs</h1><p>${words}</p></main></body></html>`;
    const root = mkdtempSync(join(tmpdir(), 'review-moved-'));
    const [before, after] = [join(root, 'base'), join(root, 'head')];
    writeSite(before, {
      'fr/pricing/index.html': french('/fr/pricing/', 'Choisissez une formule.'),
    });
    writeSite(after, {
      'fr/tarifs/index.html': french('/fr/tarifs/', 'Choisissez votre formule.'),
      // The old URL is now an alias of the new one.
      'fr/pricing/index.html': french(
        '/fr/tarifs/',
        'Redirection…',
        '<meta http-equiv="refresh" content="0; url=/fr/tarifs/">',
      ),
    });
    const changes = changedPages(before, after);
    rmSync(root, { recursive: true, force: true });
    const moved = changes.find((change) => change.url === '/fr/tarifs/')!;
    expect(moved).toMatchObject({ kind: 'changed', movedFrom: '/fr/pricing/', markupOnly: false });
    expect(moved.head).toEqual([
      { tag: 'canonical', before: `${siteUrl}/fr/pricing/`, after: `${siteUrl}/fr/tarifs/` },
    ]);
    expect(moved.text.flat()).toContainEqual({ op: 'ins', words: ['votre'] });
    expect(changes.map((change) => [change.url, change.kind])).toEqual([
      ['/fr/pricing/', 'changed'],
      ['/fr/tarifs/', 'changed'],
    ]);
    expect(reviewMarkdown(reviewData(changes))).toContain(
      '| `/fr/tarifs/` | fr | moved from /fr/pricing/, text, canonical |',
    );
  });

  it('the shared link check names a link to a missing page or anchor', () => {
    writeSite(head, {
      'en/index.html': home('en').replace('</main>', '<a href="/en/nowhere/">x</a></main>'),
      'es/x/index.html': home('es').replace('</main>', '<a href="/pricing/#nope">x</a></main>'),
    });
    const { problemsOf } = linkChecker(head, { siteUrl, outbound: [] });
    expect(problemsOf('/en/')).toEqual(['/en/nowhere/: no pre-rendered page']);
    expect(problemsOf('/es/x/')).toEqual(['/pricing/#nope: no element with id "nope"']);
    expect(problemsOf('/pricing/')).toEqual([]);
  });
});

describe('visible text and word diff', () => {
  it('reads the main text a reader sees, word by word, without scripts', () => {
    const snapshot = snapshotOf(pricingPage('en', { description, answer: 'A <b>bold</b>move.' }));
    expect(snapshot.text).toBe(`Plans Pick a plan. Can I cancel? A boldmove. FAQ`);
    expect(snapshot.head).toEqual({
      title: 'Pricing | Ludiqo',
      description,
      canonical: `${siteUrl}/en/pricing/`,
      noindex: '',
    });
  });

  it('keeps the changes and a few words of context around each', () => {
    const before = 'one two three four five six seven eight nine ten';
    const after = 'one two THREE four five six seven eight nine ten eleven';
    expect(diffHunks(wordDiff(before, after), 2)).toEqual([
      [
        { op: 'same', words: ['one', 'two'] },
        { op: 'del', words: ['three'] },
        { op: 'ins', words: ['THREE'] },
        { op: 'same', words: ['four', 'five'] },
      ],
      [
        { op: 'same', words: ['nine', 'ten'] },
        { op: 'ins', words: ['eleven'] },
      ],
    ]);
    expect(wordDiff('same words', 'same words')).toEqual([
      { op: 'same', words: ['same', 'words'] },
    ]);
  });
});

function reviewData(changes: ReviewData['changes']): ReviewData {
  const build = { ref: 'main', label: 'abc', cached: true, seconds: 0 };
  return {
    base: build,
    head: { ...build, ref: 'HEAD' },
    changes,
    unshot: [],
    shots: [],
    outdated: [],
    firstLoad: [],
    brokenLinks: [],
    linkTotals: { internal: 0, anchors: 0, external: 0, alternates: 0 },
    seconds: 1,
  };
}
