import type { SceneCopy } from '../copy/types';
import { circle, palette, rect } from '../draw/svg';
import { avatar } from '../draw/ui';
import { statusColours, workspaceCovers, workspaceStatus } from '../draw/workspace';
import { fit, phoneButton, phoneWindow } from './kit';

/** The workspace on a phone: the experiences as a list, each with its use and status. */
export function drawWorkspacePhone(copy: SceneCopy['workspace'], height: number): string {
  return [
    phoneWindow(height, copy.windowTitle),
    fit(22, 90, copy.title, 316, { size: 21, weight: 800 }),
    phoneButton(20, 106, 320, 44, copy.create, { size: 16 }),
    ...copy.experiences.map((name, i) => {
      const y = 166 + i * 70;
      const cover = workspaceCovers[i]!;
      const status = workspaceStatus[i]!;
      return [
        rect(20, y, 320, 60, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
        avatar(`workspace-phone${i}`, 50, y + 30, 20, cover.look, { bg: cover.bg }),
        fit(82, y + 26, name, 246, { size: 15, weight: 700 }),
        fit(82, y + 47, copy.uses[i] ?? '', 120, { size: 14, fill: palette.slate500 }),
        circle(218, y + 42, 4.5, { fill: statusColours[status] }),
        fit(228, y + 47, copy.statuses[status] ?? '', 100, { size: 14, fill: palette.slate600 }),
      ].join('');
    }),
  ].join('');
}
