import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { readdirSync } from 'node:fs'

// Import boundaries (ADR 0001), checked on RESOLVED paths (relative imports included):
// domain imports nothing; contracts only domain; web and api never each other; a web feature never imports another
// feature; nothing imports web's app/. Plus: no import cycles anywhere.
const WEB = 'apps/web/src'
// Every folder under features/ is a feature: a new one is walled in the day it is created.
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const zones = [
  {
    target: 'packages/domain',
    from: ['packages/contracts', 'apps', 'e2e', 'bench'],
    message: 'domain imports nothing (ADR 0001).',
  },
  { target: 'packages/contracts', from: ['apps', 'e2e', 'bench'], message: 'contracts may import only domain.' },
  { target: 'apps/api', from: ['apps/web'], message: 'api never imports web.' },
  { target: 'apps/web', from: ['apps/api'], message: 'web never imports api.' },
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`],
    from: [`${WEB}/app`],
    message: 'nothing imports app/ (ADR 0001).',
  },
  {
    target: [`${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`],
    from: [`${WEB}/features`],
    message: 'the shared layer never imports a feature (ADR 0001).',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'a feature never imports another feature (ADR 0001); compose them in app/.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/api/src/db/migrations/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x must parse TypeScript to follow imports (its typescript preset's settings), then resolve with tsconfig.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/domain/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The domain has no dependencies at all, not even Node's built-ins (it runs in the browser too).
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.)', message: 'domain has no dependencies (ADR 0001).' }] },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
    },
  },
)
