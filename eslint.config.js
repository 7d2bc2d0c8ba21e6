import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What runs in the visitor's browser (src/browser) and what renders pages (src/render, and the
 * Vike hooks that also run in the browser) must not import the build's tools or the content
 * check: they would ship in a client bundle, or need Node where the page hydrates. Vike runs
 * the hooks listed in `serverOnlyHooks` on the server only, so they may read src/build.
 */
const serverOnlyHooks = [
  'pages/**/+Head.tsx',
  'pages/**/+headHtmlBegin.ts',
  'pages/**/+image.ts',
  'pages/**/+data.ts',
  'pages/**/+onBeforeRenderHtml.ts',
  'pages/**/+onPrerenderStart.ts',
  'pages/**/+onBeforePrerenderStart.ts',
  'pages/**/*.server.ts',
];
const buildOnly = {
  group: ['**/build', '**/build/**', '**/content/check', '**/content/check/**', 'node:*'],
  message:
    'browser and rendering code must not import src/build, src/content/check or Node modules (see eslint.config.js)',
};
/**
 * The content model's server half: the `+data` hook (pages/+data.ts) reads and validates the
 * pages with these at pre-render, and the browser gets only what it returns, typed by
 * src/content/pageDataType.ts.
 */
const serverContent = {
  group: ['**/content/dataHook', '**/content/serverContent', '**/content/listings'],
  message:
    'src/content/dataHook, serverContent and listings run in the +data hook only: read their result with pageDataOf (src/content/pageDataType.ts)',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-redirect',
      '.tmp',
      '.review-cache',
      'review',
      'node_modules',
      'test-results',
      'playwright-report',
      'content',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React code lives in src and pages only; elsewhere the hooks rules (which run the React
  // Compiler's analysis on every function) would slow the lint for nothing.
  { files: ['src/**', 'pages/**'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/browser/**', 'src/render/**', 'pages/**'],
    ignores: serverOnlyHooks,
    rules: { 'no-restricted-imports': ['error', { patterns: [buildOnly, serverContent] }] },
  },
);
