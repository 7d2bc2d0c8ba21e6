/**
 * The addresses content may write, and nothing else: a path on this site (`/pricing`,
 * `/images/x.svg`, with an optional `?query` and `#anchor`), an `#anchor` on the same page, an
 * `https://` link, a `mailto:` link, or a named destination (`register`, `sales`…). Each
 * function returns why an address is refused, or undefined when it is allowed.
 *
 * An allow-list rather than a list of bad schemes: browsers forgive a lot (`JaVa\tscript:`,
 * `//host`, `/\host`, `https:\\host` all lead somewhere), so only forms that mean one thing to
 * every browser and server pass.
 */

export type UrlForm = 'site' | 'anchor' | 'https' | 'mailto' | 'destination';

/** Controls, spaces and invisible characters: browsers drop or fold some of them in a URL. */
const controlOrSpace =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\u00a0\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** A path segment: letters, digits and - . _ ~ only (routes are lower-case slugs, files too). */
const segment = /^[A-Za-z0-9._~-]+$/;
/** A query: name=value pairs of plain characters. */
const query = /^[A-Za-z0-9._~=&+-]*$/;

function fragmentProblem(fragment: string): string | undefined {
  try {
    decodeURIComponent(fragment);
  } catch {
    return `the #anchor "${fragment}" holds a malformed percent-encoding`;
  }
  if (fragment.includes('#')) return 'two # in one address';
  return undefined;
}

function sitePathProblem(url: string): string | undefined {
  const [beforeFragment = '', ...fragments] = url.split('#');
  const fragment = fragments.join('#');
  const [path = '', ...queries] = beforeFragment.split('?');
  if (queries.length > 1 || !query.test(queries[0] ?? '')) {
    return 'the ?query may hold only letters, digits and - . _ ~ = & +';
  }
  if (path !== '/') {
    const segments = path.slice(1).replace(/\/$/, '').split('/');
    for (const part of segments) {
      if (part === '') return 'an empty path segment (//): write each / once';
      if (part === '.' || part === '..') return `a "${part}" path segment: write the path itself`;
      if (part.includes('%')) {
        return 'percent-encoding in a site path (%2F, %5C…): a server may decode it into another address; write the path itself';
      }
      if (!segment.test(part)) {
        const bad = [...part].find((c) => !segment.test(c));
        return `"${bad}" in a site path: paths hold letters, digits and - . _ ~ only`;
      }
    }
  }
  return fragment ? fragmentProblem(fragment) : undefined;
}

const host = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

function httpsProblem(url: string): string | undefined {
  const authority = /^https:\/\/([^/?#]*)/.exec(url)?.[1];
  if (authority === undefined) return 'an https address starts with https:// (lower case)';
  if (authority.includes('@')) {
    return `"${authority}" holds a user name before @: the link would go to the host after the @; remove it`;
  }
  const hostname = authority.replace(/:\d{1,5}$/, '');
  if (!host.test(hostname)) {
    return `"${hostname}" is not a host name (letters, digits, dashes and dots; write an international name in its xn-- form)`;
  }
  try {
    new URL(url);
  } catch {
    return 'not a valid address';
  }
  const fragment = url.split('#').slice(1).join('#');
  return fragment ? fragmentProblem(fragment) : undefined;
}

const mailto =
  /^mailto:[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?:\?[A-Za-z0-9._~=&%+-]*)?$/;

/** The scheme a browser would read, after dropping what it ignores (controls, spaces, case). */
function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
}

const schemeReasons: Record<string, string> = {
  javascript: 'a javascript: address runs code',
  vbscript: 'a vbscript: address runs code',
  data: 'a data: address embeds a document or image of its own',
  http: 'an http: address is not encrypted: use https://',
  file: "a file: address points into the reader's own disk",
  blob: 'a blob: address points at memory of another page',
};

function describeForms(allowed: readonly UrlForm[], destinations: readonly string[]): string {
  const names: Record<UrlForm, string> = {
    site: 'a site path (/pricing)',
    anchor: 'an #anchor',
    https: 'an https:// link',
    mailto: 'a mailto: link',
    destination: `a named destination (${destinations.join(', ')})`,
  };
  const list = allowed.map((form) => names[form]);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]!;
}

/**
 * Why `url` is not one of the `allowed` forms, or undefined when it is one. `destinations` are
 * the names a `destination` may take (src/config/destinations.ts).
 */
export function urlProblem(
  url: string,
  allowed: readonly UrlForm[],
  destinations: readonly string[] = [],
): string | undefined {
  const expected = `expected ${describeForms(allowed, destinations)}`;
  if (url === '') return `an empty address; ${expected}`;
  const control = controlOrSpace.exec(url);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `the address holds a space or an invisible character (U+${code}); browsers drop some of them, so "java\tscript:" still runs: write the address without it`;
  }
  if (url.includes('\\')) {
    return `a backslash in an address: browsers read \\ as /, so "/\\host" and "https:\\\\host" lead to another site; ${expected}`;
  }
  if (url.startsWith('//')) {
    return `a protocol-relative address (//host) leads to another site; ${expected}`;
  }
  if (/&(?:#x?[0-9a-f]+;?|[a-z]+;)/i.test(url) && !url.startsWith('https://')) {
    return `a character reference (&#…;) in an address hides what it is; ${expected}`;
  }
  if (allowed.includes('destination') && destinations.includes(url)) return undefined;
  if (url.startsWith('#')) {
    if (!allowed.includes('anchor')) return `an #anchor alone; ${expected}`;
    return url.length > 1 ? fragmentProblem(url.slice(1)) : `an empty #anchor; ${expected}`;
  }
  if (url.startsWith('/')) {
    if (!allowed.includes('site')) return `a site path; ${expected}`;
    return sitePathProblem(url);
  }
  if (url.startsWith('https://') && allowed.includes('https')) return httpsProblem(url);
  if (url.startsWith('mailto:') && allowed.includes('mailto')) {
    return mailto.test(url) ? undefined : 'expected mailto:name@domain.tld';
  }
  const scheme = schemeOf(url);
  if (scheme && schemeReasons[scheme]) return `${schemeReasons[scheme]}; ${expected}`;
  if (scheme === 'https' && allowed.includes('https')) return httpsProblem(url);
  if (scheme) return `the ${scheme}: scheme is not allowed; ${expected}`;
  if (allowed.includes('destination') && destinations.length) {
    return `"${url}" is not a named destination; ${expected}`;
  }
  if (/^[\w./-]+$/.test(url)) {
    return `a relative address: write the path from the site root (/${url.replace(/^(\.\.?\/)+/, '')}); ${expected}`;
  }
  return `not an address content may use; ${expected}`;
}
