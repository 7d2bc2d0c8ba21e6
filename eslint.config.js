import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
