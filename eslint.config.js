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

// The API's modules (apps/api/src/modules/*, read at each run like FEATURES) are walled in: code outside a module
// imports only its index.ts, and its repositories never (docs/architecture.md). The exceptions are what runs in the
// render worker, its entry and the renderers (`*-render.ts`): a module's index would load its database code into the
// worker thread, so they import the pure files they need (ADR 0049), never a repository.
const API = 'apps/api/src'
const API_MODULES = readdirSync(new URL(`./${API}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const API_TOP = readdirSync(new URL(`./${API}`, import.meta.url))
  .filter((name) => name !== 'modules')
  .map((name) => `${API}/${name}`)
const otherModules = (module) =>
  API_MODULES.filter((other) => other !== module).map((other) => `${API}/modules/${other}`)
const outsideModule = (module) => [...API_TOP, ...otherModules(module)]
const outsideModuleButRenderers = (module) => [
  ...API_TOP.filter((path) => path !== `${API}/render-worker.ts`),
  ...otherModules(module).map((path) => `${path}/**/!(*-render).ts`),
]
// The floors above the modules: what wires them into a server. Modules, lib/ and db/ never import these.
const API_UPPER = ['routes', 'plugins', 'live', 'app', 'app.ts', 'server.ts', 'render-worker.ts'].map(
  (p) => `${API}/${p}`,
)

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
    // e2e drives the product as its users do: the API by HTTP, the web app in Chromium (ADR 0056). The server is
    // started through the API's own test helper (apps/api/test/support), never by reaching into its sources.
    target: 'e2e',
    from: ['apps/api/src', 'apps/web/src'],
    message: 'e2e talks to the API by HTTP and to the web app in a browser; it imports no app source (ADR 0056).',
  },
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
  ...API_MODULES.flatMap((module) => [
    {
      target: outsideModuleButRenderers(module),
      from: `${API}/modules/${module}`,
      except: ['./index.ts'],
      message: `outside modules/${module}, import only its index.ts (docs/architecture.md).`,
    },
    {
      target: outsideModule(module),
      from: `${API}/modules/${module}/**/*-repository.ts`,
      message: `a repository of modules/${module} is used only inside it; ask its index.ts for a function (docs/architecture.md).`,
    },
  ]),
  {
    target: `${API}/modules`,
    from: API_UPPER,
    message:
      'a module never imports the floors that wire it (routes, plugins, live, app); they import it (docs/architecture.md).',
  },
  {
    target: [`${API}/lib`, `${API}/db`],
    from: [`${API}/modules`, ...API_UPPER],
    message:
      'lib/ and db/ are the floor every module stands on: they import no module and nothing above (docs/architecture.md).',
  },
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
    // The contracts reach zod through their doors, which set the error map that gives every refusal a text of
    // `messages` (docs/decisions/0075-field-errors-are-texts-of-messages.md).
    files: ['packages/contracts/src/**'],
    ignores: ['packages/contracts/src/zod.ts', 'packages/contracts/src/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/mini)?$',
              allowTypeImports: true,
              message: "import z from the contracts' ./zod.ts or ./zod-mini.ts, which set the error map (ADR 0075).",
            },
          ],
        },
      ],
    },
  },
  {
    // Queries live in repositories (and db/): a service asks a repository, never builds SQL (docs/architecture.md).
    files: [`${API}/**`],
    ignores: ['**/*-repository.ts', `${API}/db/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message:
                'drizzle-orm only in a *-repository.ts or db/ (docs/architecture.md); call a repository function.',
            },
          ],
        },
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
  {
    // Every request is a contracts endpoint called through the one client (ADR 0055): no hand-typed API path.
    files: [`${WEB}/**`],
    ignores: [`${WEB}/lib/api/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: "No '/api/…' path in the web app: call the contracts' endpoint through lib/api (ADR 0055).",
        },
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
          message: "No '/api/…' path in the web app: call the contracts' endpoint through lib/api (ADR 0055).",
        },
      ],
    },
  },
)
