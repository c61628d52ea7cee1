/**
 * The enhancer's security check (securityCheck.ts, imported on demand) on the server's own markup:
 * a guarded link's plain click asks the options call and the dialog (securityDialogHtml, asked
 * once), names the dialog by the link's label, shows a wrong code's message in it and opens the
 * page once the code passes; a failure toasts the server's message (or the general one) and opens
 * nothing; "not signed in" reloads; one check at a time. The API and the site are a fetch stub.
 */
import { CALL_PATHS, ERROR_CODES } from '@exchange/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHeaderLocale } from '../i18n/index.ts';
import { securityDialogHtml } from '../server/enhance.tsx';
import { ARRIVAL } from '../test/arrival.ts';
import { pressEscapeIn } from '../test/jsdom-gaps.ts';
import { ENHANCE_MESSAGES, type EnhanceConfig } from './config.ts';
import { enhanceHeader } from './index.ts';

const DIALOG_URL = '/header/fragment?path=%2F&part=security-dialog';
const config: EnhanceConfig = {
  version: '1.0.0',
  api: '',
  localeCode: null,
  uid: '1000000001',
  messages: Object.fromEntries(ENHANCE_MESSAGES.map((key) => [key, `{${key}}`])) as EnhanceConfig['messages'],
  icons: { black: '', white: '' },
  languageDialog: '/header/fragment?path=%2F&part=language-dialog',
  drawers: '/header/fragment?path=%2F&part=drawers',
  securityDialog: DIALOG_URL,
  lookups: null,
};

type Envelope = { code: string; msg?: string; data?: unknown };
let answers: { actionItems: Envelope; verify: (code: string) => Envelope; dialog: () => string | null };
let sent: { url: string; body: unknown }[];
let location: { assign: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };
let stop: () => void;

beforeAll(() => loadHeaderLocale('en'));

beforeEach(() => {
  const markup = securityDialogHtml({ locale: 'en' });
  answers = {
    actionItems: { code: '00000', data: { canFido2: false } },
    verify: (code) => (code === '123456' ? { code: '00000', data: { verified: true } } : { code: '40010', msg: 'The verification code is wrong.' }),
    dialog: () => markup,
  };
  sent = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(init.body as string) as { code?: string }) : undefined;
    sent.push({ url, body });
    if (url === DIALOG_URL) {
      const html = answers.dialog();
      return Promise.resolve(html === null ? new Response('', { status: 503 }) : new Response(html, { headers: { 'content-type': 'text/html' } }));
    }
    const envelope = url === CALL_PATHS.securityActionItems ? answers.actionItems : answers.verify(body?.code ?? '');
    return Promise.resolve(Response.json(envelope));
  });
  location = { assign: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', location);
  document.body.innerHTML = `
    <div class="hdr-root">
      <div class="hdr-progress" data-testid="nav-progress" hidden></div>
      <header class="hdr">
        <a href="/asset/withdraw" class="hdr-item" data-item="assets.withdraw" data-security="withdraw"><span class="hdr-item-label">Withdraw</span></a>
      </header>
      <section class="hdr-toasts"><div role="status" class="hdr-toast-list"></div><div role="alert" class="hdr-toast-list"></div></section>
    </div>`;
  stop = enhanceHeader(document.querySelector<HTMLElement>('.hdr-root')!, config);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

const link = () => document.querySelector<HTMLAnchorElement>('[data-security]')!;
const follow = () => link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const bodies = (path: string) => sent.filter(({ url }) => url === path).map(({ body }) => body);
const openDialog = async () => {
  await vi.waitFor(() => expect(document.querySelector<HTMLDialogElement>('dialog[open]')).not.toBeNull(), ARRIVAL);
  return document.querySelector<HTMLDialogElement>('dialog[open]')!;
};
const toast = async () => {
  await vi.waitFor(() => expect(document.querySelector('[role="alert"] .hdr-toast')).not.toBeNull(), ARRIVAL);
  return document.querySelector('[role="alert"] .hdr-toast')!.textContent;
};
const submit = (dialog: HTMLDialogElement, code: string) => {
  dialog.querySelector<HTMLInputElement>('input[name="code"]')!.value = code;
  dialog.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
};

describe('the enhancer’s security check', () => {
  it('asks the options, names the dialog by the link’s label, keeps it open on a wrong code and opens the page on the right one', async () => {
    expect(follow()).toBe(false);
    const dialog = await openDialog();
    expect(bodies(CALL_PATHS.securityActionItems)).toEqual([{ action: 'withdraw' }]);
    const name = dialog
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(name).toBe('Security verification Withdraw');
    expect(dialog.querySelector<HTMLElement>('[data-passkey]')!.hidden).toBe(true);

    submit(dialog, '000000');
    const error = dialog.querySelector<HTMLElement>('[role="alert"]')!;
    await vi.waitFor(() => expect(error.textContent).toBe('The verification code is wrong.'), ARRIVAL);
    expect(error.hidden).toBe(false);
    expect(dialog.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.open).toBe(true);
    expect(location.assign).not.toHaveBeenCalled();

    submit(dialog, ' 123456 ');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith(link().href), ARRIVAL);
    expect(dialog.open).toBe(false);
    expect(bodies(CALL_PATHS.securityVerify)).toEqual([
      { action: 'withdraw', code: '000000' },
      { action: 'withdraw', code: '123456' },
    ]);
  });

  it('a failure answer: the server’s message in an error toast, no dialog, and the check can run again', async () => {
    answers.actionItems = { code: '40301', msg: 'Your account is frozen.' };
    follow();
    expect(await toast()).toContain('Your account is frozen.');
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(document.querySelector<HTMLElement>('.hdr-progress')!.hidden).toBe(true);
    answers.actionItems = { code: '00000', data: { canFido2: false } };
    follow();
    await openDialog();
    expect(bodies(CALL_PATHS.securityActionItems)).toHaveLength(2);
  });

  it('a failure without a message toasts the general one; "not signed in" reloads the page', async () => {
    answers.actionItems = { code: ERROR_CODES.notSignedIn };
    follow();
    expect(await toast()).toContain('{header.error.generic}');
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalled(), ARRIVAL);
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('one check at a time; Escape ends it, and the next one opens the same dialog, asked for once', async () => {
    follow();
    follow();
    const dialog = await openDialog();
    follow();
    expect(bodies(CALL_PATHS.securityActionItems)).toHaveLength(1);
    submit(dialog, '000000');
    await vi.waitFor(() => expect(dialog.querySelector('[role="alert"]')!.textContent).not.toBe(''), ARRIVAL);
    pressEscapeIn(dialog);
    expect(dialog.open).toBe(false);
    follow();
    expect(await openDialog()).toBe(dialog);
    // A new check starts clean.
    expect(dialog.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(true);
    expect(dialog.querySelector('input')!.value).toBe('');
    expect(bodies(DIALOG_URL)).toHaveLength(1);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a dialog that cannot be loaded says so, and is asked for again at the next check', async () => {
    answers.dialog = () => null;
    follow();
    expect(await toast()).toContain('{header.error.generic}');
    expect(document.querySelector('dialog')).toBeNull();
    answers.dialog = () => securityDialogHtml({ locale: 'en' });
    follow();
    await openDialog();
    expect(bodies(DIALOG_URL)).toHaveLength(2);
  });

  it('with canFido2 and a browser with passkeys, the passkey first; one that fails says so in the dialog', async () => {
    (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = class {};
    vi.stubGlobal('navigator', { ...navigator, credentials: { get: () => Promise.reject(new Error('NotAllowedError')) } });
    answers.actionItems = { code: '00000', data: { canFido2: true } };
    follow();
    const dialog = await openDialog();
    const passkey = dialog.querySelector<HTMLElement>('[data-passkey]')!;
    expect(passkey.hidden).toBe(false);
    passkey.querySelector('button')!.click();
    await vi.waitFor(() => expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('The passkey could not be used. Enter the verification code instead.'), ARRIVAL);
    expect(bodies(CALL_PATHS.securityVerify)).toEqual([]);
  });
});
