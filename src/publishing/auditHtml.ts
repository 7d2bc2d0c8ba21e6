import { parse } from 'node-html-parser';

/** Elements that embed other documents, plugins or inline style: none belongs in a page. */
const forbiddenElements = new Set(['iframe', 'object', 'embed', 'style']);
/** Script types the browser never runs: data for Vike and search engines. */
const dataScriptTypes = new Set(['application/json', 'application/ld+json']);

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 60)}…` : flat);
}

/** What a browser reads as the URL's scheme: case and embedded whitespace do not matter. */
function isJavaScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''));
}

/**
 * Everything in a published page that could run code or inline style, other than the site's own
 * scripts (`allowedInlineScripts`, exact texts) and its module scripts under `/assets/`. Returns
 * one line per finding, empty when the page is clean.
 */
export function auditHtml(html: string, allowedInlineScripts: ReadonlySet<string>): string[] {
  const findings: string[] = [];
  // React's marker for a Suspense boundary whose server render threw: the page shipped without it.
  if (html.includes('<!--$!-->')) {
    findings.push('a component failed to render at build time (React left it to the browser)');
  }
  for (const element of parse(html, {
    comment: false,
    blockTextElements: { script: true, style: true },
  }).querySelectorAll('*')) {
    const tag = element.rawTagName.toLowerCase();
    if (forbiddenElements.has(tag)) findings.push(`<${tag}> element`);
    for (const [rawName, value] of Object.entries(element.attributes)) {
      const name = rawName.toLowerCase();
      if (name.startsWith('on')) {
        findings.push(`inline event handler ${name}=${excerpt(value)} on <${tag}>`);
      } else if (name === 'style') {
        findings.push(`style attribute ${excerpt(value)} on <${tag}>`);
      } else if (isJavaScriptUrl(value)) {
        findings.push(`javascript: URL in ${name} of <${tag}>`);
      }
    }
    if (tag !== 'script') continue;
    const src = element.getAttribute('src');
    const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
    if (src !== undefined) {
      if (!src.startsWith('/assets/')) findings.push(`script from ${excerpt(src)}`);
    } else if (!dataScriptTypes.has(type) && !allowedInlineScripts.has(element.rawText)) {
      findings.push(`inline script not written by the site: ${excerpt(element.rawText)}`);
    }
  }
  return findings;
}
