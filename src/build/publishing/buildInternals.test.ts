import { describe, expect, it } from 'vitest';
import { findBuildInternals } from './buildInternals';

const paths = ['/home/builder/ludiqo'];

describe('findBuildInternals', () => {
  it('finds build paths, node_modules paths and stack traces', () => {
    expect(findBuildInternals('<p>/home/builder/ludiqo/content</p>', paths)).toEqual([
      'absolute build path "/home/builder/ludiqo"',
    ]);
    expect(findBuildInternals('Home: <!-- -->/root<!-- -->', ['/root'])).toHaveLength(1);
    expect(findBuildInternals('\n    at f (file:///root/x.js:1:2)', ['/root'])).toHaveLength(2);
    expect(findBuildInternals('see node_modules/vike/dist/x.js', [])).toEqual([
      'node_modules path "node_modules/vike/dist/x.js"',
    ]);
    expect(
      findBuildInternals('Error: boom\n    at Hero (file:///srv/app/dist/server/x.mjs:1:20)', []),
    ).toEqual(['stack trace "at Hero (file:///srv/app/dist/server/x.mjs:1:20"']);
    expect(findBuildInternals('Error\n    at /srv/app/x.js:3:9', [])).toHaveLength(1);
  });

  it('leaves ordinary text and code alone', () => {
    expect(
      findBuildInternals(
        'e.includes(`node_modules`); look at /pricing; 10:30 at 12:00; a@b.c',
        paths,
      ),
    ).toEqual([]);
    expect(findBuildInternals('id="root" /roots a/root/x', ['/root'])).toEqual([]);
  });
});
