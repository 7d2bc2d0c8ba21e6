import { parse, type HTMLElement } from 'node-html-parser';
import { site } from '../../config/site';
import { urlProblem } from '../../content/contentUrls';

/**
 * The published pages hold only what the site writes. Hosts such as GitHub Pages send no
 * Content-Security-Policy, so the HTML itself must be safe: an allow-list of elements and
 * attributes, and of the addresses each attribute may hold. Anything else (an SVG animation
 * that rewrites a link, a meta refresh to another site, a base, a form, an external image or
 * stylesheet, srcdoc, xlink:href…) stops the build, naming the page.
 */

/** HTML elements the site's pages hold, with the attributes each may carry beyond the global ones. */
const htmlElements: Readonly<Record<string, readonly string[]>> = {
  html: [],
  head: [],
  body: [],
  title: [],
  meta: ['charset', 'name', 'property', 'content', 'http-equiv'],
  link: ['rel', 'href', 'as', 'type', 'crossorigin', 'hreflang', 'title', 'fetchpriority'],
  script: ['src', 'type', 'async'],
  noscript: [],
  template: [],
  main: [],
  header: [],
  footer: [],
  nav: [],
  section: [],
  article: [],
  aside: [],
  div: [],
  span: [],
  p: [],
  a: ['href', 'target', 'rel', 'hreflang'],
  button: ['type'],
  details: ['name', 'open'],
  summary: [],
  fieldset: [],
  legend: [],
  label: ['for'],
  input: ['type', 'name', 'value', 'checked'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'fetchpriority'],
  picture: [],
  source: ['srcset', 'media', 'width', 'height', 'type'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  dl: [],
  dt: [],
  dd: [],
  ol: ['start'],
  ul: [],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  hr: [],
  br: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  code: [],
  pre: [],
  del: [],
  ins: [],
  time: ['datetime'],
  abbr: [],
  kbd: [],
  mark: [],
  small: [],
  sub: [],
  sup: [],
};
const htmlGlobal = ['class', 'id', 'role', 'tabindex', 'hidden', 'lang', 'title'];

/** SVG elements of the icons and scenes: shapes, text, gradients, clips and a drop shadow. */
const svgElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'lineargradient',
  'radialgradient',
  'stop',
  'pattern',
  'clippath',
  'filter',
  'fedropshadow',
]);
/** SVG attributes: geometry and paint only; `href` only on <use>, to this site. */
const svgAttributes = new Set([
  'xmlns',
  'viewbox',
  'preserveaspectratio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'dx',
  'dy',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'filter',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'patternunits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'letter-spacing',
  'stddeviation',
  'flood-color',
  'flood-opacity',
  'focusable',
  'class',
  'id',
  'role',
]);

/** Why some elements are refused, in the words of what they could do. */
const reasons: Record<string, string> = {
  script: 'runs code',
  iframe: 'embeds another document',
  frame: 'embeds another document',
  frameset: 'embeds other documents',
  object: 'embeds a plugin or document',
  embed: 'embeds a plugin or document',
  style: 'restyles the page beyond the CSP',
  base: 'changes where every relative link goes',
  form: 'submits data somewhere',
  animate: 'an SVG animation can rewrite a link into javascript:',
  set: 'an SVG animation can rewrite a link into javascript:',
  animatemotion: 'SVG animation',
  animatetransform: 'SVG animation',
  foreignobject: 'puts HTML inside SVG, out of the SVG allow-list',
  math: 'MathML can carry links and actions of its own',
  image: 'an SVG image can load another host',
  feimage: 'an SVG filter image can load another host',
};

/** Script types the browser never runs: data for Vike and search engines. */
const dataScriptTypes = new Set(['application/json', 'application/ld+json']);

/** `rel` values of `<link>`: the site's own files, and its own pages. */
const fileRels = new Set(['stylesheet', 'preload', 'modulepreload', 'icon']);
const pageRels = new Set(['canonical', 'alternate']);

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 60)}…` : flat);
}

/** What a browser reads as the URL's scheme: case and embedded whitespace do not matter. */
function isJavaScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''));
}

export interface AuditOptions {
  /** The absolute origin of canonicals, alternates and social tags. */
  siteUrl?: string;
}

interface Context {
  findings: string[];
  own: ReadonlySet<string>;
  siteUrl: string;
}

/** An address of this site: a path, or an absolute URL on the site's origin. */
function ownAddressProblem(value: string, siteUrl: string): string | undefined {
  if (value.startsWith(`${siteUrl}/`)) return urlProblem(value.slice(siteUrl.length), ['site']);
  return urlProblem(value, ['site']);
}

function auditAttributes(element: HTMLElement, tag: string, svg: boolean, context: Context) {
  const { findings } = context;
  const say = (finding: string) => findings.push(finding);
  const allowed = svg ? undefined : htmlElements[tag];
  for (const [rawName, value] of Object.entries(element.attributes)) {
    const name = rawName.toLowerCase();
    if (name.startsWith('on')) {
      say(`inline event handler ${name}=${excerpt(value)} on <${tag}>`);
      continue;
    }
    if (name === 'style') {
      say(`style attribute ${excerpt(value)} on <${tag}>`);
      continue;
    }
    if (isJavaScriptUrl(value)) {
      say(`javascript: URL in ${name} of <${tag}>`);
      continue;
    }
    const known = svg
      ? svgAttributes.has(name) || name.startsWith('aria-') || (name === 'href' && tag === 'use')
      : allowed?.includes(name) ||
        htmlGlobal.includes(name) ||
        name.startsWith('aria-') ||
        name.startsWith('data-');
    if (!known) {
      say(`attribute ${name}=${excerpt(value)} on <${tag}> is not one the site writes`);
      continue;
    }
    // A paint or clip may point at an element of this document only (`url(#id)`).
    if (!name.startsWith('data-') && /url\s*\(/i.test(value)) {
      if (!/^\s*url\(\s*#[\w-]+\s*\)\s*$/i.test(value)) {
        say(`${name}=${excerpt(value)} on <${tag}> loads another resource`);
      }
    }
  }
}

const say = (context: Context, finding: string) => context.findings.push(finding);

/** The addresses an allowed element holds, each against what that element may load or open. */
function auditAddresses(element: HTMLElement, tag: string, inHead: boolean, context: Context) {
  const attribute = (name: string) => element.getAttribute(name);
  switch (tag) {
    case 'a': {
      const href = attribute('href');
      const problem =
        href === undefined ? undefined : urlProblem(href, ['site', 'anchor', 'https', 'mailto']);
      if (problem) say(context, `link ${excerpt(href!)}: ${problem}`);
      const target = attribute('target');
      if (target !== undefined && target !== '_blank') {
        say(context, `target=${excerpt(target)} on <a>: only _blank`);
      }
      const rel = new Set((attribute('rel') ?? '').toLowerCase().split(/\s+/));
      if (target === '_blank' && !(rel.has('noopener') && rel.has('noreferrer'))) {
        say(
          context,
          `link ${excerpt(href ?? '')} opens a new tab without rel="noopener noreferrer"`,
        );
      }
      break;
    }
    case 'img':
    case 'source': {
      const src = attribute('src');
      const candidates = (attribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0]!)
        .filter(Boolean);
      for (const url of [...(src === undefined ? [] : [src]), ...candidates]) {
        const problem = urlProblem(url, ['site']);
        if (problem) say(context, `image ${excerpt(url)} is not a file of this site: ${problem}`);
      }
      break;
    }
    case 'use': {
      const href = attribute('href') ?? '';
      const problem = href.startsWith('#') ? undefined : urlProblem(href, ['site']);
      if (problem)
        say(context, `<use href=${excerpt(href)}> is not a file of this site: ${problem}`);
      break;
    }
    case 'link': {
      const rel = (attribute('rel') ?? '').toLowerCase();
      // React writes a preload where it cannot hoist it (an eager image's, at the top of the body).
      if (!inHead && rel !== 'preload') say(context, `<link rel="${rel}"> outside <head>`);
      const href = attribute('href') ?? '';
      if (fileRels.has(rel)) {
        const problem = urlProblem(href, ['site']);
        if (problem) say(context, `<link rel="${rel}"> to ${excerpt(href)}: ${problem}`);
      } else if (pageRels.has(rel)) {
        const problem = ownAddressProblem(href, context.siteUrl);
        if (problem) say(context, `<link rel="${rel}"> to ${excerpt(href)}: ${problem}`);
      } else {
        say(context, `<link rel=${excerpt(rel)}> is not one the site writes`);
      }
      break;
    }
    case 'meta': {
      if (!inHead) say(context, '<meta> outside <head>');
      const equiv = attribute('http-equiv');
      const content = attribute('content') ?? '';
      if (equiv !== undefined) {
        // The alias stubs forward to a page of the site, for hosts with no redirect rules.
        const to = /^\s*\d+\s*;\s*url=(.*)$/i.exec(content)?.[1];
        const problem =
          equiv.toLowerCase() !== 'refresh'
            ? `http-equiv=${excerpt(equiv)} is not one the site writes`
            : to === undefined
              ? 'a refresh names no page'
              : urlProblem(to, ['site']);
        if (problem) say(context, `<meta http-equiv> ${excerpt(content)}: ${problem}`);
      }
      const property = (attribute('property') ?? attribute('name') ?? '').toLowerCase();
      if (['og:image', 'og:url', 'twitter:image'].includes(property)) {
        const problem = ownAddressProblem(content, context.siteUrl);
        if (problem) say(context, `<meta ${property}> ${excerpt(content)}: ${problem}`);
      }
      break;
    }
    case 'button': {
      const type = attribute('type');
      if (type !== 'button')
        say(context, `<button type=${excerpt(type ?? '')}>: only type="button"`);
      break;
    }
    case 'input': {
      const type = attribute('type') ?? '';
      if (!['radio', 'checkbox'].includes(type)) {
        say(context, `<input type=${excerpt(type)}>: only radio and checkbox`);
      }
      break;
    }
    case 'script': {
      const src = attribute('src');
      const type = (attribute('type') ?? '').trim().toLowerCase();
      if (src !== undefined) {
        if (!src.startsWith('/assets/') || urlProblem(src, ['site'])) {
          say(context, `script from ${excerpt(src)}`);
        }
      } else if (!dataScriptTypes.has(type) && !context.own.has(element.rawText)) {
        say(context, `inline script not written by the site: ${excerpt(element.rawText)}`);
      }
      break;
    }
  }
}

function walk(element: HTMLElement, svg: boolean, inHead: boolean, context: Context) {
  for (const child of element.childNodes) {
    if (child.nodeType !== 1) continue;
    const node = child as HTMLElement;
    const tag = node.rawTagName.toLowerCase();
    const inSvg = svg || tag === 'svg';
    const known = inSvg ? svgElements.has(tag) : tag in htmlElements;
    if (known) {
      auditAttributes(node, tag, inSvg, context);
      auditAddresses(node, tag, inHead, context);
    } else {
      const why = reasons[tag] ?? 'not an element the site writes';
      say(context, `<${tag}> element${svg ? ' in SVG' : ''}: ${why}`);
    }
    // A <template> holds what a script moves into <head> later (deferScripts.ts).
    walk(node, inSvg, inHead || tag === 'head' || tag === 'template', context);
  }
}

const parseOptions = { comment: false, blockTextElements: { script: true, style: true } };

/**
 * Everything in a published page outside the allow-list: elements and attributes the site does
 * not write, addresses that leave the site where they must not, inline scripts other than the
 * site's own (`allowedInlineScripts`, exact texts) and module scripts not under `/assets/`.
 * Returns one line per finding, empty when the page is clean.
 */
export function auditHtml(
  html: string,
  allowedInlineScripts: ReadonlySet<string>,
  { siteUrl = site.siteUrl }: AuditOptions = {},
): string[] {
  const context: Context = { findings: [], own: allowedInlineScripts, siteUrl };
  // React's marker for a Suspense boundary whose server render threw: the page shipped without it.
  if (html.includes('<!--$!-->')) {
    say(context, 'a component failed to render at build time (React left it to the browser)');
  }
  walk(parse(html, parseOptions), false, false, context);
  return context.findings;
}

/**
 * The same allow-list over an SVG file: opened on its own (its address typed or linked), an SVG
 * is a document of the site's origin, and a script in it would run there.
 */
export function auditSvg(text: string): string[] {
  const context: Context = { findings: [], own: new Set(), siteUrl: site.siteUrl };
  // Entities can expand a billion times, and a stylesheet instruction loads another host.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) say(context, 'a DOCTYPE or ENTITY declaration');
  if (/<\?(?!xml\s)/i.test(text)) say(context, 'a processing instruction (<?xml-stylesheet…?>)');
  const root = parse(text, parseOptions);
  const [first, ...rest] = root.childNodes.filter((node) => node.nodeType === 1) as HTMLElement[];
  if (first?.rawTagName.toLowerCase() !== 'svg' || rest.length) {
    say(context, 'not one <svg> element');
  }
  walk(root, true, false, context);
  return context.findings;
}
