import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Import boundaries of DESIGN §1 and §6: domain imports nothing; contracts only domain; web and api never each other;
// web features never import another feature; nothing imports web's app/.
const FEATURES = ['auth', 'dashboard', 'matches', 'scoring', 'match-stats', 'athletes', 'organizations', 'license']

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: restrict([
      { group: ['@courtside/*', '**/contracts/**', '**/apps/**'], message: 'domain imports nothing (DESIGN §1).' },
      { regex: '^(?!\\.|node:)', message: 'domain has no dependencies (DESIGN §1).' },
    ]),
  },
  {
    files: ['packages/contracts/src/**'],
    rules: restrict([
      { group: ['@courtside/web', '@courtside/api', '**/apps/**'], message: 'contracts may import only domain.' },
    ]),
  },
  {
    files: ['apps/api/**'],
    rules: restrict([{ group: ['@courtside/web', '**/apps/web/**', '**/web/src/**'], message: 'api never imports web.' }]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['@courtside/api', '**/apps/api/**'], message: 'web never imports api.' },
        { group: ['**/app/**', '@/app/*'], message: 'nothing imports app/ (DESIGN §6).' },
      ]),
    },
  },
  {
    // app/ composes everything; the entry point mounts it and tests render it whole.
    files: ['apps/web/src/app/**', 'apps/web/src/main.tsx', 'apps/web/test/**'],
    rules: restrict([{ group: ['@courtside/api', '**/apps/api/**'], message: 'web never imports api.' }]),
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: restrict([
      { group: ['@courtside/api', '**/apps/api/**'], message: 'web never imports api.' },
      { group: ['**/app/**', '@/app/*'], message: 'nothing imports app/ (DESIGN §6).' },
      {
        group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/*`, `**/features/${f}/**`]),
        message: 'a feature never imports another feature (DESIGN §6); compose them in app/.',
      },
    ]),
  })),
)
