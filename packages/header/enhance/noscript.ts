/**
 * What the server HTML carries only for a page without script, taken out once the enhancer runs
 * it, as the React header leaves it out once hydrated (useEnhanced): the settings menu's list of
 * language links (the dialog replaces it) and the close buttons of the phone's popovers (the
 * drawers replace those: drawerButtons.ts switches them off).
 */
export function dropNoScriptParts(root: HTMLElement): void {
  for (const part of root.querySelectorAll('.hdr-noscript-langs, .hdr-noscript-close')) part.remove();
}
