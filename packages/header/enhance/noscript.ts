/**
 * What the server HTML carries only for a page without script, taken out once the enhancer runs
 * it, as the React header leaves it out once hydrated (useEnhanced): the settings menu's list of
 * language links (the dialog replaces it), and the popovers the phone's bar buttons open with
 * their close buttons (the drawers replace them: drawerButtons.ts).
 */
export function dropNoScriptParts(root: HTMLElement): void {
  for (const part of root.querySelectorAll('.hdr-noscript-langs, .hdr-noscript-close')) part.remove();
  for (const popover of root.querySelectorAll('[popover]')) popover.removeAttribute('popover');
  for (const opener of root.querySelectorAll('[popovertarget]')) opener.removeAttribute('popovertarget');
}
