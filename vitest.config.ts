import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: unit and build-output tests need neither Vike nor MDX.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
      // Starts `vike dev` on a copy of the project: kept out of the unit run for its ~20 s.
      { test: { name: 'dev', include: ['tests/dev/**/*.test.ts'] } },
    ],
  },
});
