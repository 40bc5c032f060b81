// One lint, for the one mistake the type checker lets through: a promise nobody waits for.
// Every path to the data is asynchronous (docs/decisions/018-one-data-layer-for-sqlite-and-postgresql.md),
// so a call left without `await` is a write that may land after the answer, or outside its
// transaction, or an error nobody hears of.
import tseslint from 'typescript-eslint';

export default [
  // Builds, and the client's scripts: only the server's code and the tests reach the data.
  { ignores: ['dist/**', 'dist-node/**', 'dist-server/**', 'dev-dist/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a value or a condition is wanted (`if (repo.find())`, a callback whose
      // caller ignores what it returns). Express 5 awaits async route handlers: those may return one.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: true, attributes: false, properties: false, returns: false, variables: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
];
