/**
 * Markup payloads for every string a server sends that the header shows (issue 7: markup stays
 * inert). Shared by the component test (server-rendered header, desktop and mobile) and the e2e
 * test of the strings the browser fetches (languages, rates). Each one, if it were parsed as
 * markup, script, a URL or a message, would set `window.__pwned`, add an element or an attribute,
 * or change the text; shown as text, it is exactly itself.
 */
export interface Payload {
  name: string;
  value: string;
}

export const PAYLOADS: readonly Payload[] = [
  { name: 'script element', value: '<script>window.__pwned=1</script>' },
  { name: 'img onerror', value: '<img src=x onerror="window.__pwned=1">' },
  { name: 'attribute break-out into svg onload', value: '"><svg onload=window.__pwned=1>' },
  { name: 'single-quote break-out', value: "' onmouseover='window.__pwned=1' x='" },
  { name: 'javascript: URL', value: 'javascript:window.__pwned=1' },
  { name: 'template injection', value: "{{constructor.constructor('window.__pwned=1')()}}" },
  // Our messages are ICU (Lingui): a value must be inserted, never parsed as a message itself.
  { name: 'ICU plural', value: '{count, plural, other {#}}' },
  { name: 'ICU positional argument', value: '{0}' },
  { name: 'ICU select', value: "{loginName, select, other {x}} '{'quoted'}'" },
  { name: 'closing title then script', value: '</title><script>window.__pwned=1</script>' },
  { name: 'closing textarea, style and comment', value: '</textarea></style>--><iframe srcdoc="<script>parent.__pwned=1</script>">' },
  { name: 'HTML entities', value: '&lt;b&gt;&amp;&quot;&#x3C;' },
  { name: 'bidi overrides', value: '\u202Eevil.example\u202C \u2066isolate\u2069 \u200F' },
  { name: '5,000 characters', value: `${'A'.repeat(2500)}<b>${'Z'.repeat(2497)}` },
];

/** The code every payload tries to run sets this; it must stay undefined. */
export const PWNED_GLOBAL = '__pwned';
