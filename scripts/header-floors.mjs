/**
 * The header's floors, top to bottom (docs/package.md, Folders): a folder imports only folders on
 * lower floors, never one on its own floor or above, so no import runs back up and no two folders
 * import each other (eslint.config.js), and a folder's stylesheet styles only the classes its own
 * folder or a lower floor writes (packages/header/styles.test.ts). The entry points (index.ts)
 * stand above them all. The i18n build tooling (i18n-build/: Node only, never packed) stands on the
 * top floor, so no runtime folder imports it.
 */
export const HEADER_FLOORS = [['server', 'page', 'i18n-build'], ['root'], ['security', 'settings'], ['desktop', 'mobile'], ['parts', 'notify', 'data'], ['shell'], ['nav', 'api'], ['i18n']];

/** The folders on floors below `folder`'s. */
export function floorsBelow(folder) {
  const level = HEADER_FLOORS.findIndex((floor) => floor.includes(folder));
  if (level < 0) throw new Error(`${folder}/ is on no floor of HEADER_FLOORS`);
  return HEADER_FLOORS.slice(level + 1).flat();
}
