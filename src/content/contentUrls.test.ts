import { describe, expect, it } from 'vitest';
import { urlProblem } from './contentUrls';

const body = ['site', 'anchor', 'https', 'mailto'] as const;
const destinations = ['register', 'sales'];

describe('the addresses content may write', () => {
  it.each([
    '/',
    '/pricing',
    '/pricing/',
    '/blog/gamificacion-en-la-formacion-corporativa',
    '/images/blog/x.svg',
    '/rss.xml',
    '/pricing?audience=companies',
    '/pricing#plans',
    '/guia#guía',
    '/guia#gu%C3%ADa',
    '#main',
    'https://www.aepd.es',
    'https://www.aepd.es/es/derechos?x=1&y=2#a',
    'https://app.ludiqo.com:8443/acceso?accion=registro',
    'mailto:hola@ludiqo.com',
    'mailto:hola@ludiqo.com?subject=Hola',
  ])('allows %s in a body', (url) => {
    expect(urlProblem(url, body)).toBeUndefined();
  });

  it.each([
    ['', 'an empty address'],
    ['javascript:alert(1)', 'a javascript: address runs code'],
    ['JavaScript:alert(1)', 'a javascript: address runs code'],
    [' javascript:alert(1)', 'a space or an invisible character (U+0020)'],
    ['java\tscript:alert(1)', 'invisible character (U+0009)'],
    ['java\nscript:alert(1)', 'invisible character (U+000A)'],
    ['\u0000javascript:alert(1)', 'invisible character (U+0000)'],
    ['java\u00adscript:alert(1)', 'not an address content may use'],
    ['&#106;avascript:alert(1)', 'a character reference (&#…;)'],
    ['&#x6A;avascript:alert(1)', 'a character reference (&#…;)'],
    ['javascript&colon;alert(1)', 'a character reference (&#…;)'],
    ['javascript%3Aalert(1)', 'not an address content may use'],
    ['vbscript:msgbox(1)', 'a vbscript: address runs code'],
    ['data:text/html,<script>alert(1)</script>', 'a data: address embeds'],
    ['DATA:image/png;base64,AAAA', 'a data: address embeds'],
    ['file:///etc/passwd', 'a file: address'],
    ['blob:https://www.ludiqo.com/x', 'a blob: address'],
    ['http://example.com', 'an http: address is not encrypted'],
    ['ftp://example.com', 'the ftp: scheme is not allowed'],
    ['//evil.example/login', 'a protocol-relative address'],
    ['//%09evil.example', 'a protocol-relative address'],
    ['/\\evil.example', 'a backslash in an address'],
    ['\\\\evil.example', 'a backslash in an address'],
    ['\\/evil.example', 'a backslash in an address'],
    ['https:\\\\evil.example', 'a backslash in an address'],
    ['https:/\\evil.example', 'a backslash in an address'],
    ['/%2F%2Fevil.example', 'percent-encoding in a site path'],
    ['/%5C%5Cevil.example', 'percent-encoding in a site path'],
    ['/%09/evil.example', 'percent-encoding in a site path'],
    ['/a//b', 'an empty path segment'],
    ['/blog/../../etc/passwd', 'a ".." path segment'],
    ['/./pricing', 'a "." path segment'],
    ['/precios+y+planes', '"+" in a site path'],
    ['/guía', '"í" in a site path'],
    ['/pricing?next=//evil.example', 'the ?query may hold only'],
    ['/pricing#a#b', 'two # in one address'],
    ['/pricing#%E0%A4%A', 'malformed percent-encoding'],
    ['https:evil.example', 'an https address starts with https://'],
    ['HTTPS://evil.example', 'an https address starts with https://'],
    ['https:///evil.example', 'is not a host name'],
    ['https://www.ludiqo.com@evil.example/', 'holds a user name before @'],
    ['https://user:pass@evil.example/', 'holds a user name before @'],
    ['https://evil.example%2F@www.ludiqo.com/', 'holds a user name before @'],
    ['https://localhost/', 'is not a host name'],
    ['https://ex ample.com/', 'a space or an invisible character'],
    ['https://éxample.com/', 'is not a host name'],
    ['mailto:hola@ludiqo', 'expected mailto:name@domain.tld'],
    ['mailto:hola@ludiqo.com%0Abcc:x@y.z', 'expected mailto:name@domain.tld'],
    ['pricing', 'a relative address: write the path from the site root (/pricing)'],
    ['../pricing', 'a relative address: write the path from the site root (/pricing)'],
    ['register', 'a relative address'],
    ['\u202e/gnicirp', 'invisible character (U+202E)'],
    ['/pricing\u200b', 'invisible character (U+200B)'],
  ])('refuses %j in a body: %s', (url, problem) => {
    expect(urlProblem(url, body)).toContain(problem);
  });

  it('takes a named destination or a site path where a button goes, nothing else', () => {
    const forms = ['destination', 'site'] as const;
    expect(urlProblem('register', forms, destinations)).toBeUndefined();
    expect(urlProblem('/pricing', forms, destinations)).toBeUndefined();
    expect(urlProblem('signup', forms, destinations)).toBe(
      '"signup" is not a named destination; expected a named destination (register, sales) or a site path (/pricing)',
    );
    expect(urlProblem('https://evil.example/', forms, destinations)).toContain(
      'the https: scheme is not allowed',
    );
    expect(urlProblem('#plans', forms, destinations)).toContain('an #anchor alone');
  });

  it('takes a site path alone where a redirect page or an image goes', () => {
    expect(urlProblem('/politica-privacidad', ['site'])).toBeUndefined();
    expect(urlProblem('//evil.example/login', ['site'])).toBe(
      'a protocol-relative address (//host) leads to another site; expected a site path (/pricing)',
    );
    expect(urlProblem('https://evil.example/', ['site'])).toContain('the https: scheme');
    expect(urlProblem('mailto:a@b.co', ['site'])).toContain('the mailto: scheme');
  });
});
