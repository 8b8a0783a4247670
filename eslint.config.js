import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site reaches the library, tokens and API packages through their public entries only. */
const packageEntries = [
  { group: ['@company/*/src/*', '**/packages/*', '**/tokens/*'], message: 'Import from the package root.' },
  { group: ['@company/tokens', '@company/tokens/*'], message: 'The site gets tokens through @company/ui.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', 'storybook-static/**', '**/.react-router/**', 'data/**', '**/__screenshots__/**', '**/test-results/**', '**/bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageEntries }] },
  },
  {
    // The media manifest is split by group, so a page carries only the images it shows (site/scripts/media/README.md).
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: ['site/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageEntries,
            {
              regex: '(^|/)content/media(/index)?$',
              message: 'Import the group the page shows (content/media/services...), not the whole manifest.',
            },
          ],
        },
      ],
    },
  },
);
