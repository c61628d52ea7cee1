/**
 * Issue 7's security checks that need the production server or a browser. Elsewhere: the API's
 * and the host app's cookie attributes (apps/api/src/auth.test.ts, apps/web/server/app.test.ts),
 * the hostile `from` corpus (apps/web/app/login-target.test.ts and login.spec.ts), server-rendered
 * strings as text (packages/header/root/Header.inert.test.tsx), cross-origin POSTs and the
 * sign-in limits (apps/api/src/auth.test.ts).
 */
import { ENDPOINTS, SECURE_SESSION_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@exchange/contract';
import { PAYLOADS } from '../../packages/header/test/payloads.ts';
import { menu } from './desktop-helpers.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { firstDeliverySymbol } from '@exchange/contract/demo';

/** The seed's first Coin-M delivery contract today (the next quarterly one). */
const DELIVERY = firstDeliverySymbol();

const attributes = (line: string) => line.split(';').slice(1).map((part) => part.trim().toLowerCase());
const setCookies = (headers: Array<{ name: string; value: string }>) => headers.filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
const credentials = { loginName: 'follower@demo', password: 'demo' };

test('every page: a nonce-only script policy, no framing, and every script carries the nonce', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/', '/login?from=%2Fasset', '/zh-CN/spot/BTCUSDT', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = new Map(
      (headers['content-security-policy'] ?? '').split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const nonce = /^'nonce-([\w+/=]+)'$/.exec(policy.get('script-src')?.find((value) => value.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce, path).toBeDefined();
    nonces.add(nonce ?? '');
    expect(policy.get('script-src'), path).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    expect(policy.get('form-action'), path).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('connect-src'), path).toEqual(["'self'"]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
  }
  // A fresh nonce for every response.
  expect(nonces.size).toBe(4);
});

test('the server sets Secure exactly over https: plain http to 127.0.0.1, and https from a TLS proxy on loopback', async ({ playwright, baseURL }) => {
  // A cookie jar of its own per run, and the cookie passed by hand: a jar would not send a Secure cookie over http.
  for (const [proto, secure] of [
    [null, false],
    ['https', true],
  ] as const) {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: proto ? { 'x-forwarded-proto': proto } : {} });
    try {
      const login = await request.post(ENDPOINTS.login.path, { data: credentials });
      expect(((await login.json()) as { code: string }).code).toBe('00000');
      const seen = setCookies(login.headersArray());
      // Over https the session cookie is `__Host-rt` (Secure, Path=/, no Domain), else `rt`.
      const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
      const session = seen.find((line) => line.startsWith(`${name}=`));
      expect(session, 'the sign-in sets the session cookie').toBeDefined();
      const cookie = { cookie: session?.split(';')[0] ?? '' };
      // Pages the server renders for the signed-in user, then logout, which expires the cookie.
      for (const path of ['/', '/login?from=%2Fasset', '/zh-CN/spot/BTCUSDT', '/asset', '/no-such-page']) {
        seen.push(...setCookies((await request.get(path, { headers: cookie })).headersArray()));
      }
      seen.push(...setCookies((await request.post(ENDPOINTS.logout.path, { data: {}, headers: cookie })).headersArray()));
      expect(seen.filter((line) => line.startsWith(`${name}=`))).toHaveLength(2);
      // Beside the session, only its readable signed-in hint (set, then expired): no secret.
      expect(seen.filter((line) => line.startsWith(`${SIGNED_IN_COOKIE}=`)).map((line) => line.split(';')[0])).toEqual([`${SIGNED_IN_COOKIE}=1`, `${SIGNED_IN_COOKIE}=`]);
      for (const line of seen) {
        const httpOnly = line.startsWith(`${SIGNED_IN_COOKIE}=`) ? [] : ['httponly'];
        expect(attributes(line), line).toEqual(expect.arrayContaining([...httpOnly, 'samesite=lax']));
        if (secure) expect(attributes(line), line).toContain('secure');
        else expect(attributes(line), line).not.toContain('secure');
      }
    } finally {
      await request.dispose();
    }
  }
});

test('no session token is readable by script or kept in web storage, after sign-in and using the header', async ({ page }) => {
  await page.goto('/login?from=%2F');
  await hydrated(page);
  await page.getByLabel('Email or username').fill(credentials.loginName);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.value).toMatch(/^[\w-]{43}$/);

  // The header's own state: the account menu, a product menu, the language dialog (currency and
  // theme cookies), and the Coin-M delivery lookup (the symbol cache in localStorage).
  await menu(page, 'account').trigger.click();
  await expect(menu(page, 'account').panel).toBeVisible();
  await page.getByTestId('language-button').click();
  const dialog = page.getByTestId('language-dialog');
  await dialog.locator('[data-currency="EUR"]').click();
  await dialog.locator('[data-theme-choice="white"]').click();
  await expect(dialog).toBeHidden();
  const futures = menu(page, 'futures');
  await futures.trigger.click();
  await futures.panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
  await page.waitForURL(`**/futures/usd/${DELIVERY}`);
  await hydrated(page);

  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  expect(seen.cookie).toContain('currency=EUR');
  expect(seen.cookie).toContain('theme=white');
  expect(seen.cookie.split(';').map((pair) => pair.trim().split('=')[0])).not.toContain(SESSION_COOKIE);
  expect(seen.local.map(([key]) => key)).toContain('exchange.symbols.v1.11');
  for (const [key, value] of [...seen.local, ...seen.session]) {
    expect(key).not.toMatch(/token|session|auth|jwt|secret|credential|passw|^rt$/i);
    expect(value, key).not.toContain(token?.value ?? '');
    expect(value, key).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  }
});

test('language names and currency names from the API are shown as text, never run', async ({ page }) => {
  const languages = (await (await page.request.post(ENDPOINTS.languages.path, { data: {} })).json()) as { data: Array<{ languageName: string }> };
  const names = languages.data.map((_, index) => PAYLOADS[index % PAYLOADS.length]?.value ?? '');
  await page.route(`**${ENDPOINTS.languages.path}`, (route) =>
    route.fulfill({ json: { code: '00000', msg: 'success', data: languages.data.map((row, index) => ({ ...row, languageName: names[index] })) } }),
  );
  // The rates' type is what a choice stores and the header shows; showName is the button's text.
  await page.route(`**${ENDPOINTS.rates.path}`, (route) =>
    route.fulfill({ json: { code: '00000', msg: 'success', data: [{ type: 'USD', showName: 'USD - $' }, ...PAYLOADS.map(({ value }) => ({ type: value, showName: value }))] } }),
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('language-button').click();
  const dialog = page.getByTestId('language-dialog');
  const shownNames = dialog.getByTestId('language-list').locator('a > span');
  await expect(shownNames).toHaveCount(languages.data.length);
  // The locale table fills the list until the languages call answers: wait for the API's names.
  await expect.poll(() => shownNames.evaluateAll((spans) => spans.map((span) => span.textContent))).toEqual(names);
  const currencies = dialog.getByTestId('currency-list').locator('button');
  await expect.poll(() => currencies.evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual(['USD - $', ...PAYLOADS.map(({ value }) => value)]);

  // Pointer over every entry (an injected onmouseover would fire), then a payload chosen as the unit.
  for (const entry of await dialog.locator('a, button').all()) await entry.hover();
  const chosen = PAYLOADS[1]?.value ?? '';
  await currencies.nth(2).click();
  await expect(currencies.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('language-button')).toHaveAttribute('aria-label', `Language and currency: English, ${chosen}`);

  const dom = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned,
    injected: document.querySelectorAll('[data-testid="language-dialog"] :is(script, img, iframe, object, embed, b, svg, title, style, textarea)').length,
    handlers: [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => /^on/i.test(name))),
    scriptHrefs: [...document.querySelectorAll('[href], [src]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '').filter((url) => /^\s*javascript:/i.test(url)),
  }));
  expect(dom).toEqual({ pwned: undefined, injected: 0, handlers: [], scriptHrefs: [] });
  expect(dialogs).toEqual([]);
});
