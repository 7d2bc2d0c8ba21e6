import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect } from '../draw/svg';
import { card } from '../draw/ui';
import {
  bottle,
  channelTab,
  grapefruit,
  juiceBrand,
  launchCounts,
  leaf,
  linkIcon,
  linkPill,
  playButton,
  qrGrid,
  wordmark,
} from '../draw/launch';
import { fit, phoneButton, tag, tagWidth, word, wrapped } from './kit';

type Copy = SceneCopy['launch'];

/** Where each part of the phone composition starts, from the words' lengths in the locale. */
function layout(copy: Copy) {
  const post = wrapped(0, 0, copy.post, 272, 18, { size: 14 }).count;
  const mail = wrapped(0, 0, copy.newsletter, 272, 18, { size: 14 }).count;
  const headline = wrapped(0, 0, copy.posterTitle, 150, 21, { size: 17, weight: 800 }).count;
  const postTop = 320;
  const postHeight = 110 + post * 18;
  const mailTop = postTop + postHeight + 24;
  const mailHeight = 112 + mail * 18;
  const boardTop = mailTop + mailHeight + 24;
  const boardHeight = Math.max(156, 102 + headline * 21);
  const statsTop = boardTop + boardHeight + 22;
  return { postTop, postHeight, mailTop, mailHeight, boardTop, boardHeight, statsTop };
}

/**
 * The launch on a phone: the game's page, its link, and down a line from that link, the post,
 * the newsletter and the poster it is pasted on; then the link's first week.
 */
export function drawLaunchPhone(copy: Copy, locale: Locale): string {
  const n = new Intl.NumberFormat(locale);
  const { postTop, postHeight, mailTop, mailHeight, boardTop, boardHeight, statsTop } =
    layout(copy);
  const pageHeight = 224;
  const link = linkPill(180, 250, copy.link);
  const left = 40;
  const width = 300;
  const branchY = [postTop + 30, mailTop + 44, boardTop + 40];
  // The page: the brand's mark, the bottle, the title and its button.
  const page = el(
    'g',
    { 'clip-path': 'url(#launch-phone-page)' },
    [
      el('clipPath', { id: 'launch-phone-page' }, rect(20, 12, 320, pageHeight, { rx: 16 })),
      rect(20, 12, 320, pageHeight, { fill: juiceBrand.sky }),
      wordmark(36, 46, copy.brand),
      tag(324 - tagWidth(copy.visibility), 27, copy.visibility, {
        fill: palette.white,
        color: juiceBrand.deep,
      }),
      circle(222, 112, 40, { fill: juiceBrand.light }),
      grapefruit(222, 112, 30),
      leaf(96, 146),
      leaf(264, 146),
      bottle(150, 164, 92),
      path(`M20 154c110-18 210-18 320 0V${12 + pageHeight}H20z`, { fill: juiceBrand.deep }),
      fit(36, 190, copy.story, 288, { size: 19, weight: 800, fill: palette.white }),
      playButton(36, 200, copy.play, 30, 14),
    ].join(''),
  );
  const postBody = wrapped(left + 14, postTop + 62, copy.post, 272, 18, {
    size: 14,
    fill: palette.slate800,
  });
  const thumbTop = postTop + postHeight - 58;
  const mailBody = wrapped(left + 14, mailTop + 76, copy.newsletter, 272, 18, {
    size: 14,
    fill: palette.slate600,
  });
  const headline = wrapped(left + 16, boardTop + 72, copy.posterTitle, 150, 21, {
    size: 17,
    weight: 800,
    fill: palette.white,
  });
  const statsStep = 100;
  return [
    // One line from the link down to every place it is pasted.
    path(`M${link.left} ${link.cy}H30q-8 0-8 8V${branchY[2]}`, {
      fill: 'none',
      stroke: palette.brand300,
      'stroke-width': 2,
      'stroke-dasharray': '5 5',
      'stroke-linecap': 'round',
    }),
    ...branchY.map(
      (y) =>
        path(`M22 ${y}H${left}`, {
          stroke: palette.brand300,
          'stroke-width': 2,
          'stroke-dasharray': '5 5',
        }) + circle(left, y, 4.5, { fill: palette.brand500 }),
    ),
    card(20, 12, 320, pageHeight),
    page,
    link.svg,
    circle(link.left, link.cy, 4.5, { fill: palette.brand500 }),
    // The post.
    card(left, postTop, width, postHeight),
    grapefruit(left + 26, postTop + 30, 13),
    word(left + 46, postTop + 35, copy.brand, { size: 15, weight: 800 }),
    ...[0, 1, 2].map((i) =>
      circle(left + width - 30 + i * 7, postTop + 30, 2, { fill: palette.slate400 }),
    ),
    postBody.svg,
    el(
      'clipPath',
      { id: 'launch-phone-thumb' },
      rect(left + 12, thumbTop, width - 24, 46, { rx: 10 }),
    ),
    el(
      'g',
      { 'clip-path': 'url(#launch-phone-thumb)' },
      [
        rect(left + 12, thumbTop, width - 24, 46, { fill: juiceBrand.deep }),
        circle(left + 36, thumbTop + 23, 20, { fill: juiceBrand.shade }),
        bottle(left + 36, thumbTop + 44, 38),
      ].join(''),
    ),
    fit(left + 64, thumbTop + 28, copy.story, width - 124, {
      size: 14,
      weight: 800,
      fill: palette.white,
    }),
    circle(left + width - 32, thumbTop + 23, 12, { fill: juiceBrand.accent }),
    path(`M${left + width - 36} ${thumbTop + 17}v12l10-6z`, { fill: juiceBrand.deep }),
    channelTab(left + 12, postTop - 12, copy.channels[0]),
    // The newsletter.
    card(left, mailTop, width, mailHeight),
    path(
      `M${left} ${mailTop + 14}a14 14 0 0 1 14-14h${width - 28}a14 14 0 0 1 14 14v18h-${width}z`,
      { fill: juiceBrand.primary },
    ),
    fit(left + width - 14, mailTop + 22, copy.brand, 80, {
      size: 14,
      weight: 800,
      fill: palette.white,
      anchor: 'end',
    }),
    fit(left + 14, mailTop + 56, copy.subject, width - 28, { size: 15, weight: 800 }),
    mailBody.svg,
    phoneButton(left + 14, mailTop + mailHeight - 46, width - 28, 34, copy.playStory, {
      fill: juiceBrand.primary,
      size: 14,
      rx: 17,
    }),
    channelTab(left + 12, mailTop - 12, copy.channels[1]),
    // The poster.
    rect(left, boardTop, width, boardHeight, {
      rx: 12,
      fill: juiceBrand.primary,
      filter: 'url(#shadow)',
    }),
    rect(left + 7, boardTop + 7, width - 14, boardHeight - 14, {
      rx: 8,
      fill: 'none',
      stroke: juiceBrand.flesh,
      'stroke-width': 1.5,
    }),
    wordmark(left + 16, boardTop + 40, copy.brand, { color: palette.white }),
    tag(left + width - 16 - tagWidth(copy.badge), boardTop + 20, copy.badge, {
      fill: juiceBrand.accent,
      color: juiceBrand.deep,
    }),
    headline.svg,
    fit(left + 16, boardTop + boardHeight - 22, copy.scan, 150, {
      size: 14,
      weight: 800,
      fill: palette.white,
    }),
    qrGrid(left + width - 16 - 88, boardTop + boardHeight - 16 - 88, 88, juiceBrand.deep),
    channelTab(left + 12, boardTop - 12, copy.channels[2]),
    // The link's first week.
    card(20, statsTop, 320, 116),
    circle(44, statsTop + 26, 13, { fill: palette.brand50 }),
    linkIcon(44, statsTop + 26),
    fit(66, statsTop + 31, copy.statsTitle, 260, { size: 15, weight: 800 }),
    ...copy.stats.map((label, i) => {
      const x = 34 + i * statsStep;
      return [
        wrapped(x, statsTop + 60, label, statsStep - 10, 17, {
          size: 14,
          weight: 600,
          fill: palette.slate500,
        }).svg,
        word(x, statsTop + 102, n.format(launchCounts[i] ?? 0), {
          size: 18,
          weight: 800,
          fill: i === 2 ? palette.emerald700 : palette.slate900,
        }),
      ].join('');
    }),
  ].join('');
}
