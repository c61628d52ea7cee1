/**
 * Ids that more than one component refers to. Like every id the header writes (its menu panels'
 * `hdr-panel-<menu>`, the overflow's and the menu groups'), they are fixed strings rather than
 * `useId`, whose values depend on where in a React tree the header renders: a server may render
 * the header apart from its page and put the HTML in place (server/), and the browser's hydration
 * inside the page must find the same ids. So a page shows one header at a time (a second one beside
 * it would repeat these ids): there is no id prefix, since the kept HTML would need it in its key
 * and no host shows two headers. The state of a header is per provider (environment.ts).
 */
export const HEADER_IDS = {
  /** The no-script popover of the product menus (the phone's menu button opens it). */
  navPopover: 'hdr-nav-popover',
  /** The no-script popover of the end group's menus (the phone's user button opens it). */
  userPopover: 'hdr-user-popover',
} as const;
