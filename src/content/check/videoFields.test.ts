import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captions, video } from '../schemas/fields';
import { fieldUses } from '../schemas/fieldUses';
import { collectFrontmatterRefs, referenceFields, type SiteLink } from './checkFile';
import { readFrontmatter } from './frontmatter';
import { checkMedia, type MediaRef } from './media';

/**
 * No page shows a video yet, so a schema of this test's own holds the `video` and `captions`
 * fields, and the check reads their keys from it as it reads the site's from the site's schemas.
 */
const schema = z.object({
  clips: z.array(z.object({ video, captions: captions.optional() })),
});
const root = 'tests/fixtures/media';
const file = `${root}/clips.mdx`;

function problemsOf(path: string) {
  const yaml = readFrontmatter(path, readFileSync(path, 'utf8'));
  const data = schema.parse(yaml.data);
  const links: SiteLink[] = [];
  const media: MediaRef[] = [];
  collectFrontmatterRefs(data, [], yaml, links, media, referenceFields(fieldUses(schema)));
  return { links, media, problems: checkMedia(`${root}/public`, path, media) };
}

describe('a field built as a video', () => {
  it('is found by its mark, as images are', () => {
    const fields = referenceFields(fieldUses(schema));
    expect([...fields.videos]).toEqual(['video']);
    expect([...fields.captions]).toEqual(['captions']);
  });

  it('refuses a path outside /media/ or of another type', () => {
    for (const path of [
      '/images/clip.mp4',
      '/media/clip.mov',
      '/media/clip',
      'https://x.test/a.mp4',
    ]) {
      expect(video.safeParse(path).success, path).toBe(false);
    }
    for (const path of ['/media/clip.srt', '/images/clip.vtt']) {
      expect(captions.safeParse(path).success, path).toBe(false);
    }
    expect(video.safeParse('/media/clip.webm').success).toBe(true);
    expect(captions.safeParse('/media/clip.vtt').success).toBe(true);
  });

  it('is opened with its captions, and each fault is named once on its line', () => {
    const { problems, media, links } = problemsOf(file);
    expect(links).toEqual([]);
    expect(media.filter((ref) => ref.kind === 'video')).toHaveLength(11);
    expect(problems.map((p) => `${p.severity} ${p.text}`)).toEqual([
      `error ${file}:7:12: field "clips.2.video": video "/media/missing.mp4": no file public/media/missing.mp4: add it, or correct the path`,
      `error ${file}:9:12: field "clips.3.video": video "/media/png-named.mp4": not an MP4 file (its first bytes hold no ftyp box of an MP4 brand): export it again as MP4 (H.264)`,
      `error ${file}:11:12: field "clips.4.video": video "/media/quicktime.mp4": not an MP4 file (its first bytes hold no ftyp box of an MP4 brand): export it again as MP4 (H.264)`,
      `error ${file}:13:12: field "clips.5.video": video "/media/matroska.webm": not a WebM file (its first bytes hold no EBML header of DocType webm): export it again as WebM`,
      `error ${file}:15:12: field "clips.6.video": video "/media/ok.webm": a video needs captions: add a "captions" field beside it, a WebVTT file below /media/`,
      `error ${file}:17:15: field "clips.7.captions": captions "/media/srt.vtt": not a WebVTT file: its first line must be WEBVTT (a browser shows no captions from it)`,
      `error ${file}:19:15: field "clips.8.captions": captions "/media/no-cues.vtt": no cue: WebVTT captions need at least one "00:00.000 --> 00:02.000" line followed by its text`,
      `error ${file}:21:15: field "clips.9.captions": captions "/media/missing.vtt": no file public/media/missing.vtt: add it, or correct the path`,
      `error ${file}:22:12: field "clips.10.video": video "/media/empty.webm": not a WebM file (its first bytes hold no EBML header of DocType webm): export it again as WebM`,
    ]);
  });
});
