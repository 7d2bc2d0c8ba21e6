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
  reactHooks.configs.flat['recommended-latest'],
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
  // Playwright fixtures name their callback `use`, which is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
