/**
 * The ids the header writes into the page, besides its menu panels' (`hdr-panel-<menu>`): fixed
 * strings rather than `useId`, whose values depend on where in a React tree the header renders. A
 * server may render the header apart from its page and put the HTML in place (server/), and the
 * browser's hydration inside the page must find the same ids. A page has one header.
 */
export const HEADER_IDS = {
  /** The no-script popover of the product menus (the phone's menu button opens it). */
  navPopover: 'hdr-nav-popover',
  /** The no-script popover of the end group's menus (the phone's user button opens it). */
  userPopover: 'hdr-user-popover',
  /** The heading of the no-script language links. */
  languageLinks: 'hdr-language-links',
} as const;
