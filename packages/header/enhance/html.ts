/** Server HTML the enhancer asks for after the first (the language dialog, the answered lookups). */

/** The HTML at `url` as nodes to take from; empty when it did not come (the caller's fallback then holds). */
export function fetchHtml(url: string, init: RequestInit): Promise<DocumentFragment> {
  return fetch(url, init)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '')
    .then((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content;
    });
}
