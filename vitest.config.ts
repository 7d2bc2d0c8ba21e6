import { defineConfig } from 'vitest/config';
import { typesetMessagesPlugin } from './src/build/typesetMessagesPlugin';

// Kept apart from vite.config.ts: unit and build-output tests need neither Vike nor MDX.
// `isolate: false`: the test files share one module graph per worker instead of importing the
// content loader, the schemas and the validators again for every file (importing was most of
// the build tests' time). No test mutates shared modules.
const isolatedBuildTests = 'tests/build/structuredData.test.ts';
// Injects a draft locale into src/i18n/locales.ts with vi.mock: its own module graph.
const isolatedUnitTests = 'src/i18n/draftLocale*.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // UI strings are imported in parts (src/i18n/messageParts.ts), as in the site's build.
        plugins: [typesetMessagesPlugin()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [isolatedUnitTests],
          isolate: false,
          // Some unit tests spawn git in a scratch repository: on a loaded machine that alone
          // outlasts vitest's 5 s default. The bound is there to catch a hang, not to time them.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [typesetMessagesPlugin()],
        test: { name: 'unit-isolated', include: [isolatedUnitTests], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          exclude: [isolatedBuildTests],
          isolate: false,
          // Some tests read every file of both builds; npm test runs them beside the browser tests.
          testTimeout: 60_000,
        },
      },
      // The structured-data validators change globals that other tests' text matching relies on
      // (the French typography test then failed now and then): they run in their own module graph.
      { test: { name: 'build-isolated', include: [isolatedBuildTests], testTimeout: 60_000 } },
      // Runs .github/workflows/review.yml on a fresh clone (npm ci, a build, the review): minutes.
      { test: { name: 'workflow', include: ['tests/workflow/**/*.test.ts'] } },
      // Starts `vike dev` on a copy of the project: kept out of the unit run for its start-up time.
      { test: { name: 'dev', include: ['tests/dev/**/*.test.ts'] } },
    ],
  },
});
