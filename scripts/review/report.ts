import type { FirstLoadChange } from './firstLoadChanges';
import type { DiffOp, PageChange } from './pageDiff';
import type { Shot } from './screenshots';

export interface OutdatedTranslation {
  route: string;
  file: string;
  locale: string;
  sourceCommits: string[];
  /** False when it was outdated at the base already. */
  new: boolean;
}

export interface ReviewData {
  base: { ref: string; label: string; cached: boolean; seconds: number };
  head: { ref: string; label: string; cached: boolean; seconds: number };
  changes: PageChange[];
  /** Pages left without screenshots by `--max-pages`. */
  unshot: string[];
  shots: Shot[];
  outdated: OutdatedTranslation[];
  /** A note when the history could not decide (a shallow clone). */
  historyNote?: string;
  firstLoad: FirstLoadChange[];
  brokenLinks: { page: string; problem: string; new: boolean }[];
  linkTotals: { internal: number; anchors: number; external: number; alternates: number };
  seconds: number;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Escaped for HTML, then for Markdown's own marks, so copy can never format or break the comment.
const escapeMd = (text: string) => escapeHtml(text).replace(/([\\`*_[\]|~#])/g, '\\$1');

function renderOps(hunk: DiffOp[], escape: (text: string) => string): string {
  return hunk
    .map(({ op, words }) => {
      const text = escape(words.join(' '));
      return op === 'same' ? text : op === 'del' ? `<del>${text}</del>` : `<ins>${text}</ins>`;
    })
    .join(' ');
}

const percent = (share: number | undefined) =>
  share === undefined ? '–' : share === 0 ? '0 %' : `${Math.max(share * 100, 0.01).toFixed(2)} %`;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function whatChanged(change: PageChange): string {
  if (change.kind !== 'changed') return change.kind;
  const parts = [
    ...(change.movedFrom ? [`moved from ${change.movedFrom}`] : []),
    ...(change.text.length ? ['text'] : []),
    ...change.head.map((h) => h.tag),
  ];
  return parts.length ? parts.join(', ') : 'markup only';
}

const short = (label: string) => label.replace(/\b([0-9a-f]{7})[0-9a-f]{33}\b/g, '$1');

function buildLine(name: string, build: ReviewData['base']): string {
  const how = build.cached ? 'cached build' : `built in ${build.seconds.toFixed(0)} s`;
  return `${name}: ${build.ref} (\`${short(build.label)}\`, ${how})`;
}

/** The pull-request comment: everything but the images, which live in the HTML report. */
export function reviewMarkdown(data: ReviewData): string {
  const lines: string[] = [];
  const shotsOf = (url: string) => data.shots.filter((shot) => shot.url === url);
  lines.push('## Content review', '');
  lines.push(
    `${buildLine('Base', data.base)} → ${buildLine('head', data.head)}. Review took ${data.seconds.toFixed(0)} s.`,
    '',
  );

  lines.push(`### Pages whose output changed: ${data.changes.length}`, '');
  if (data.changes.length) {
    lines.push('| Page | Locale | What changed | Pixels changed, 390 px | 1440 px |');
    lines.push('|---|---|---|---|---|');
    for (const change of data.changes) {
      const [narrow, wide] = [390, 1440].map((width) =>
        percent(shotsOf(change.url).find((shot) => shot.width === width)?.changed),
      );
      lines.push(
        `| \`${change.url}\` | ${change.locale} | ${whatChanged(change)} | ${narrow} | ${wide} |`,
      );
    }
    lines.push('');
    for (const change of data.changes) {
      if (!change.head.length && !change.text.length) continue;
      lines.push(`#### \`${change.url}\``, '');
      for (const tag of change.head) {
        lines.push(
          `- **${tag.tag}**: ${tag.before ? `<del>${escapeMd(tag.before)}</del>` : '(none)'} → ${tag.after ? `<ins>${escapeMd(tag.after)}</ins>` : '(none)'}`,
        );
      }
      if (change.head.length) lines.push('');
      for (const hunk of change.text) lines.push(`> … ${renderOps(hunk, escapeMd)} …`, '');
    }
    if (data.unshot.length) {
      lines.push(
        `No screenshots for ${data.unshot.length} more pages (raise \`--max-pages\`): ${data.unshot.map((u) => `\`${u}\``).join(', ')}`,
        '',
      );
    }
    lines.push(
      'Before, after and changed-pixel screenshots at 390 and 1440 px, accordions open, are in the HTML report (`review/index.html`, kept as the workflow artifact).',
      '',
    );
  }

  const fresh = data.outdated.filter((t) => t.new);
  lines.push(`### Translations this change leaves outdated: ${fresh.length}`, '');
  for (const t of fresh) {
    lines.push(
      `- \`${t.route}\` in \`${t.locale}\`: \`content/es/${t.file}\` changed in ${t.sourceCommits.map((c) => `\`${c}\``).join(', ')}`,
    );
  }
  const before = data.outdated.length - fresh.length;
  if (before) lines.push(`- and ${before} outdated already at the base (\`npm run i18n:status\`)`);
  if (fresh.length || before) lines.push('');
  if (fresh.length) {
    lines.push(
      'A source change that needs no translation (a typo fix) takes the trailer `i18n: no-translation-needed` in its commit message.',
      '',
    );
  }
  if (data.historyNote) lines.push(`> ${data.historyNote}`, '');

  lines.push(
    `### First-load bytes (gzip): ${data.firstLoad.length} ${data.firstLoad.length === 1 ? 'page' : 'pages'} changed`,
    '',
  );
  if (data.firstLoad.length) {
    lines.push('| Page | HTML | CSS | JS |', '|---|---|---|---|');
    for (const { path, before: a, after: b } of data.firstLoad) {
      const cell = (key: 'html' | 'css' | 'js') =>
        a[key] === b[key] ? `${b[key]}` : `${a[key]} → ${b[key]} (${signed(b[key] - a[key])})`;
      lines.push(`| \`${path}\` | ${cell('html')} | ${cell('css')} | ${cell('js')} |`);
    }
    lines.push('');
  }

  const newLinks = data.brokenLinks.filter((link) => link.new);
  const t = data.linkTotals;
  lines.push(`### Broken links: ${data.brokenLinks.length} (${newLinks.length} new)`, '');
  for (const link of data.brokenLinks) {
    lines.push(`- ${link.new ? '**new** ' : ''}\`${link.page}\` → ${escapeMd(link.problem)}`);
  }
  lines.push(
    `${data.brokenLinks.length ? '\n' : ''}Checked ${t.internal} internal links, ${t.anchors} anchors, ${t.external} outbound links and ${t.alternates} canonical and alternate links of the head build.`,
  );
  return `${lines.join('\n')}\n`;
}

/** The same report as one HTML page, with the screenshots beside each changed page. */
export function reviewHtml(data: ReviewData, markdown: string): string {
  const sections = data.changes.map((change) => {
    const shots = data.shots.filter((shot) => shot.url === change.url);
    const image = (src: string | undefined, alt: string) =>
      src
        ? `<figure><a href="${src}"><img src="${src}" alt="${escapeHtml(alt)}" loading="lazy"></a><figcaption>${escapeHtml(alt)}</figcaption></figure>`
        : `<figure class="none">${escapeHtml(alt)}: none</figure>`;
    const head = change.head
      .map(
        (tag) =>
          `<li><b>${tag.tag}</b>: <del>${escapeHtml(tag.before)}</del> → <ins>${escapeHtml(tag.after)}</ins></li>`,
      )
      .join('');
    const text = change.text.map((hunk) => `<p>… ${renderOps(hunk, escapeHtml)} …</p>`).join('');
    const rows = shots
      .map(
        (shot) =>
          `<h3>${shot.width} px · ${percent(shot.changed)} of pixels changed</h3><div class="shots w${shot.width}">${image(shot.before, 'before')}${image(shot.after, 'after')}${image(shot.diff, 'changed pixels')}</div>`,
      )
      .join('');
    return `<section><h2><code>${escapeHtml(change.url)}</code> <small>${change.locale} · ${whatChanged(change)}</small></h2>${head ? `<ul>${head}</ul>` : ''}${text}${rows}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content review</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1400px;padding:0 1rem;color:#1e293b}
del{background:#fee2e2;color:#991b1b}ins{background:#dcfce7;color:#166534;text-decoration:none}
section{border-top:1px solid #cbd5e1;margin-top:2rem}
.shots{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem;align-items:start}.w390{grid-template-columns:repeat(3,minmax(0,390px))}
figure{margin:0}img{width:100%;border:1px solid #cbd5e1}figcaption{font-size:13px;color:#475569}
pre{white-space:pre-wrap;background:#f8fafc;padding:1rem;border:1px solid #e2e8f0}
</style></head><body>
<h1>Content review</h1>
${sections.join('\n')}
<section><h2>The pull-request comment</h2><pre>${escapeHtml(markdown)}</pre></section>
</body></html>
`;
}
