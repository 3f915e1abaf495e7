import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The walls of docs/architecture.md are lint rules, not review: each planted violation below must fail `eslint`
// with the rule's own message, and a file that keeps to the walls must pass. One ESLint instance for all of them
// (resolving imports is the slow part; its caches are shared).
const root = fileURLToPath(new URL('../../../', import.meta.url))
const api = (path: string) => `${root}apps/api/src/${path}`

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result?.messages ?? []
}

const texts = (messages: Linter.LintMessage[]) => messages.map((m) => `${m.ruleId}: ${m.message}`)

describe('the API modules behind their doors', { timeout: 120_000 }, () => {
  it('refuses a file of another module imported past its index.ts', async () => {
    const messages = await lint(
      api('routes/planted-routes.ts'),
      "export { presentUser } from '../modules/users/user-presenter.ts'\n",
    )
    expect(texts(messages)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*outside modules\/users, import only its index\.ts/),
    ])
  })

  it('refuses a repository used outside its module, even by a renderer', async () => {
    const code = "export { findLiveUserById } from '../users/user-repository.ts'\n"
    expect(texts(await lint(api('modules/dashboard/planted.ts'), code))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*outside modules\/users, import only its index\.ts/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*a repository of modules\/users is used only inside it/),
    ])
    expect(texts(await lint(api('modules/dashboard/planted-render.ts'), code))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*a repository of modules\/users is used only inside it/),
    ])
  })

  it('lets a renderer (run in the render worker) import a pure file of another module', async () => {
    const code = "export { presentUser } from '../users/user-presenter.ts'\n"
    expect(await lint(api('modules/dashboard/planted-render.ts'), code)).toEqual([])
  })

  it('refuses drizzle-orm in a service, and allows it in a repository', async () => {
    const code = "import { eq } from 'drizzle-orm'\nexport const byId = eq\n"
    expect(texts(await lint(api('modules/players/planted-service.ts'), code))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*drizzle-orm only in a \*-repository\.ts or db\//),
    ])
    expect(await lint(api('modules/players/planted-repository.ts'), code)).toEqual([])
  })

  it('refuses two modules importing each other, even through their index files', async () => {
    // organizations already imports users (mail preferences, API key holders); users importing organizations back
    // closes the loop: user-service → organizations/index → organization-service → users/index → user-service.
    const messages = await lint(
      api('modules/users/user-service.ts'),
      "import { createOrganization } from '../organizations/index.ts'\nexport const planted = createOrganization\n",
    )
    expect(texts(messages)).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /))
  })

  it('refuses a module importing the floors that wire it, and lib/ importing a module', async () => {
    expect(
      texts(await lint(api('modules/players/planted.ts'), "export { authOf } from '../../plugins/auth.ts'\n")),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*a module never imports the floors/)])
    expect(
      texts(await lint(api('lib/planted.ts'), "export { presentUser } from '../modules/users/index.ts'\n")),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ and db\/ are the floor/)])
  })

  it('passes a module that keeps to the walls', async () => {
    const code = [
      "import type { AppContext } from '../../app-context.ts'",
      "import { HttpError } from '../../lib/http-error.ts'",
      "import { findLiveUserById } from '../users/index.ts'",
      'export async function planted(ctx: AppContext, id: number) {',
      "  if (!(await findLiveUserById(ctx.db, id))) throw new HttpError(404, 'userNotFound')",
      '}',
      '',
    ].join('\n')
    expect(texts(await lint(api('modules/dashboard/planted-service.ts'), code))).toEqual([])
  })
})

describe('the web app asks the API through its client', { timeout: 120_000 }, () => {
  it("refuses an '/api/…' path written in a feature", async () => {
    const messages = await lint(
      `${root}apps/web/src/features/matches/planted.ts`,
      "export const matchesUrl = '/api/v2/matches'\n",
    )
    expect(texts(messages)).toEqual([expect.stringMatching(/^no-restricted-syntax: No '\/api\/…' path in the web app/)])
  })
})
