import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect } from '../draw/svg';
import { lock } from '../draw/ui';
import { nodes, ring } from '../draw/skills';
import { fit, phoneWindow, word, wrapped } from './kit';

/** The skills map on a phone: the role's skills as a list with their levels, then the badge. */
export function drawSkillsPhone(copy: SceneCopy['skills']): string {
  const half = 156;
  let levelIndex = 0;
  const note = wrapped(124, 558, copy.badgeNote, 204, 18, { size: 14, fill: palette.slate600 });
  return [
    phoneWindow(650, copy.windowTitle),
    // Role tabs.
    rect(20, 58, 320, 40, { rx: 20, fill: palette.slate100 }),
    rect(24, 62, half, 32, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
    fit(24 + half / 2, 83, copy.roles[0], half - 16, {
      size: 14,
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
    }),
    fit(28 + half + half / 2, 83, copy.roles[1], half - 16, {
      size: 14,
      weight: 600,
      fill: palette.slate500,
      anchor: 'middle',
    }),
    fit(22, 124, copy.progress, 300, { size: 14, weight: 700, fill: palette.slate600 }),
    // The skills, one per row, each with its ring of levels.
    ...nodes.map(([, , level], i) => {
      const y = 138 + i * 54;
      const status = level ? (copy.levels[levelIndex++] ?? '') : copy.locked;
      const mark = [
        level ? ring(0, 0, level) : '',
        circle(0, 0, 24, {
          fill: level === 3 ? palette.emerald100 : level ? palette.brand50 : palette.slate100,
        }),
      ].join('');
      return [
        el('g', { transform: `translate(46 ${y + 24}) scale(0.66)` }, mark),
        level
          ? word(46, y + 30, String(level), {
              size: 16,
              weight: 800,
              fill: level === 3 ? palette.emerald700 : palette.brand700,
              anchor: 'middle',
            })
          : lock(46, y + 24, palette.slate400),
        fit(80, y + 20, copy.skills[i] ?? '', 256, {
          size: 15,
          weight: 700,
          fill: level ? palette.slate900 : palette.slate500,
        }),
        fit(80, y + 39, status, 256, {
          size: 14,
          weight: 600,
          fill: level ? palette.brand600 : palette.slate500,
        }),
      ].join('');
    }),
    // The badge just earned.
    rect(20, 470, 320, 150, { rx: 14, fill: palette.brand50 }),
    el(
      'g',
      { transform: 'translate(0 50)' },
      path('M80 446l30 17v34l-30 17-30-17v-34z', { fill: palette.accent400 }) +
        path('M80 454l23 13v26l-23 13-23-13v-26z', { fill: palette.accent300 }) +
        path('M80 467l5 10 11 1.4-8 7.5 2 10.8-10-5.3-10 5.3 2-10.8-8-7.5 11-1.4z', {
          fill: palette.accent600,
        }),
    ),
    fit(124, 504, copy.badgeTitle, 204, { size: 14, weight: 800, fill: palette.brand700 }),
    fit(124, 532, copy.badge, 204, { size: 19, weight: 800 }),
    note.svg,
  ].join('');
}
