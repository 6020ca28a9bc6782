// ESLint: the recommended JavaScript and TypeScript rules, no import cycles, and the boundaries
// between the parts: generator → runtime ← service, generated code → runtime only, and the
// runtime on its own (it ships inside soapgen and runs in every generated service).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** `no-restricted-imports` for a part of the tree: `forbidden` matches the import specifiers it may not use. */
const boundary = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: forbidden, message }] }] },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'generator/dist/', 'test/.generated/', 'test/artifacts/', 'data/', 'scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Modules are read with the TypeScript parser and found as tsc finds them (`./x.js` is x.ts).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // Unused parameters named with a leading _ are placeholders a signature requires.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Plain JavaScript here is Node scripts (the soapgen bin, install-time checks).
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // An XSD complex type with no elements is an empty interface, on purpose.
    files: ['generated/**'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }] },
  },
  boundary(
    ['runtime/**'],
    '/(generator|service|generated)/|^soapgen(/|$)',
    'the runtime stands alone: it imports neither the generator, the service nor generated code',
  ),
  boundary(['generator/**'], '/(service|generated)/', 'the generator imports the runtime, never the service or generated code'),
  boundary(['service/**'], '/generator/|^soapgen$', 'the service uses soapgen through its generated code and soapgen/runtime, never the generator'),
  boundary(['generated/**'], '^(?!\\./|soapgen/runtime/)', 'generated code imports only the runtime (soapgen/runtime/…) and its own modules'),
);
