import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { isFrameworkModule } from './frameworkModules';

/** Rendered characters per chunk, split between the framework and the site's own modules. */
export interface BundleReport {
  chunks: Record<string, { framework: number; own: number }>;
}

export const bundleReportFile = 'bundle-report.json';

/**
 * Writes `<outDir>/bundle-report.json` beside `client/`, so the budget test and `npm run bench`
 * can say how much of each chunk is the site's own code.
 */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'ludiqo-bundle-report',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const report: BundleReport = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const split = { framework: 0, own: 0 };
        for (const [id, { renderedLength }] of Object.entries(output.modules)) {
          split[isFrameworkModule(id) ? 'framework' : 'own'] += renderedLength;
        }
        report.chunks[output.fileName] = split;
      }
      const file = join(dirname(options.dir), bundleReportFile);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(report, null, 1));
    },
  };
}
