/**
 * The header's folder floors (eslint.config.js, HEADER_FLOORS) hold: an import planted in a real
 * file of each folder, naming a folder on its own floor or above, is an ESLint error; one naming a
 * folder below is not (the i18n build tooling, i18n-build/, is on the top floor: no runtime file
 * imports it); a view that imports `request` itself is an error too (the named calls of
 * data/calls.ts are the way); a read of a person's value (the login name, the UID, the avatar URL)
 * planted anywhere but parts/Personal.tsx and server/ is an error, and so is an import of
 * Personal.tsx's raw access outside server/. ESLint runs with the repository's own config, on the
 * file's real path.
 */
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** A real file of each folder, and a file of another folder it may and may not import. */
const CASES: readonly [file: string, below: string, notBelow: string][] = [
  ['packages/header/desktop/fitMenus.ts', '../parts/Badge.tsx', '../root/Header.tsx'],
  ['packages/header/desktop/fitMenus.ts', '../shell/ids.ts', '../mobile/Section.tsx'],
  ['packages/header/mobile/Section.tsx', '../notify/index.ts', '../desktop/Disclosure.tsx'],
  ['packages/header/parts/Badge.tsx', '../shell/ids.ts', '../desktop/Disclosure.tsx'],
  ['packages/header/shell/ids.ts', '../nav/index.ts', '../security/index.ts'],
  ['packages/header/shell/ids.ts', '../api/index.ts', '../parts/Badge.tsx'],
  ['packages/header/nav/route.ts', '../i18n/numbers.ts', '../shell/ids.ts'],
  ['packages/header/security/passkey.ts', '../shell/ids.ts', '../settings/model.ts'],
  ['packages/header/root/lookup.ts', '../security/index.ts', '../page/PageHeader.tsx'],
  // The i18n build tooling (Node only, never packed) stands on the top floor: no runtime folder
  // imports it, the i18n runtime beside which it used to live and the server renderer included.
  ['packages/header/i18n/runtime.ts', './numbers.ts', '../i18n-build/catalog-files.ts'],
  ['packages/header/i18n/useT.ts', './runtime.ts', '../i18n-build/vite-plugin.ts'],
  ['packages/header/nav/route.ts', '../i18n/numbers.ts', '../i18n-build/catalog-files.ts'],
  ['packages/header/server/index.tsx', '../root/Header.tsx', '../i18n-build/catalog-files.ts'],
  ['packages/header/i18n-build/catalog-files.ts', '../i18n/index.ts', '../page/PageHeader.tsx'],
];

async function restricted(file: string, specifier: string, names = ''): Promise<string[]> {
  const code = `import ${names ? `{ ${names} } from ` : ''}'${specifier}';\n${names ? `void [${names}];\n` : ''}${readFileSync(join(root, file), 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the header’s floors', () => {
  // ESLint's first type-aware lint builds the TypeScript program of the whole repository (tens of
  // seconds on a busy 2-core machine): done once here, so no case's time limit pays for it.
  beforeAll(async () => {
    await eslint.lintText(readFileSync(join(root, CASES[0]![0]), 'utf8'), { filePath: join(root, CASES[0]![0]) });
  }, 300_000);

  it.each(CASES)('%s may import %s, not %s', async (file, below, notBelow) => {
    expect(await restricted(file, below)).toEqual([]);
    expect(await restricted(file, notBelow)).toEqual([expect.stringContaining('imports only folders on lower floors')]);
  }, 60_000);

  it.each(['packages/header/settings/model.ts', 'packages/header/security/passkey.ts', 'packages/header/root/lookup.ts'])(
    '%s calls the API by name (data/calls.ts), never request() itself',
    async (file) => {
      expect(await restricted(file, '../data/calls.ts', 'saveLanguage')).toEqual([]);
      expect(await restricted(file, '../api/index.ts', 'request')).toEqual([expect.stringContaining('data/calls.ts')]);
    },
    60_000,
  );
});

/** ESLint's no-restricted-syntax messages for `file` with `code` appended. */
async function syntax(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${readFileSync(join(root, file), 'utf8')}\n${code}\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('a person’s values are read by parts/Personal.tsx alone', () => {
  const READS = [
    'export const planted = (session: { user: { loginName: string } }) => session.user.loginName.slice(0, 3);',
    "export const planted = (session: { user: { userId: string } }) => encodeURIComponent(session.user['userId']);",
    'export const planted = ({ userAvatar }: { userAvatar: string | null }) => userAvatar?.length;',
  ];
  it.each(['packages/header/desktop/AccountMenu.tsx', 'packages/header/mobile/MobileBar.tsx', 'packages/header/root/Header.tsx', 'packages/header/nav/menus/account.ts'])(
    'a read planted in %s is an error',
    async (file) => {
      for (const read of READS) expect(await syntax(file, read), read).toEqual([expect.stringContaining('Only parts/Personal.tsx reads')]);
    },
    60_000,
  );

  it.each(['packages/header/parts/Personal.tsx', 'packages/header/server/index.tsx'])('%s may read them', async (file) => {
    for (const read of READS) expect(await syntax(file, read), read).toEqual([]);
  }, 60_000);

  it('only server/ imports Personal.tsx’s raw access', async () => {
    expect(await restricted('packages/header/root/Header.tsx', '../parts/Personal.tsx', 'personalValuesOf')).toEqual([expect.stringContaining('Only server/')]);
    expect(await restricted('packages/header/desktop/AccountMenu.tsx', '../parts/Personal.tsx', 'PersonalHoleTally')).toEqual([expect.stringContaining('Only server/')]);
    expect(await restricted('packages/header/desktop/AccountMenu.tsx', '../parts/Personal.tsx', 'PersonalValue')).toEqual([]);
    expect(await restricted('packages/header/server/index.tsx', '../parts/Personal.tsx', 'personalValuesOf')).toEqual([]);
  }, 60_000);
});
