import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Globals that exist only in Node: the browser bundle has none of them. */
const NODE_ONLY = [
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
  'module',
  'exports',
  'setImmediate',
  'clearImmediate',
];
/** Globals that exist only in the browser: the server has none of them. */
const BROWSER_ONLY = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'requestAnimationFrame',
  'HTMLElement',
];

const restricted = (names, where) => names.map((name) => ({ name, message: `${name} does not exist ${where}.` }));

export default tseslint.config(
  { ignores: ['dist', '.builds', 'node_modules', 'coverage', 'reports', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Code the browser runs (and the server renders): no Node API, no server module.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-globals': ['error', ...restricted(NODE_ONLY, 'in the browser')],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'Node modules do not exist in the browser.' },
            { group: ['**/server/*', '*.server'], message: 'Server modules stay out of the browser bundle.' },
          ],
        },
      ],
    },
  },
  // The server: Node only.
  {
    files: ['src/server/**', 'server.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-globals': ['error', ...restricted(BROWSER_ONLY, 'on the server')] },
  },
  // Build, test and measuring tools run in Node and drive a browser (page.evaluate runs there).
  {
    files: ['scripts/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
