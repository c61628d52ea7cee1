import { describe, expect, it } from 'vitest';
import type { Locale } from '@exchange/contract';
import { createApiInstance } from '@exchange/header/api';
import { loader } from './dev.nav-matrix.tsx';

const args = (devTools: boolean, url = 'http://localhost/dev/nav-matrix') =>
  ({ request: new Request(url), params: {}, context: { api: (locale: Locale, cookieHeader: string | null) => createApiInstance({ locale, cookieHeader }), nonce: '', production: true, devTools, headerBudgetMs: 1500 } }) as Parameters<typeof loader>[0];

describe('the visibility matrix', () => {
  it('is absent from production builds (404 unless development tools are on)', () => {
    let thrown: unknown;
    try {
      loader(args(false));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('has a row for the guest and every demo user, for the chosen locale', () => {
    const matrix = loader(args(true, 'http://localhost/dev/nav-matrix?locale=en-GB'));
    expect(matrix.locale).toBe('en-GB');
    expect(matrix.rows[0]?.who).toBe('guest');
    expect(matrix.rows).toHaveLength(18);
    const main = matrix.rows.find((row) => row.who === 'main@demo');
    expect(main?.cells['spot.convert']).toEqual({ visible: false, hiddenBy: 'notUkLocale' });
  });

  it('says where each menu shows, in each layout, as the model’s regions list it', () => {
    const { placement } = loader(args(true));
    expect(placement.map((row) => row.menu)).toContain('download');
    expect(placement.find((row) => row.menu === 'download')?.layouts).toEqual({
      desktop: ['desktopEnd'],
      phone: ['mobileNavDrawer', 'mobileUserDrawer'],
      phoneWithoutScript: ['noScriptUserPopover'],
    });
    expect(placement.find((row) => row.menu === 'auth')?.layouts.phone).toEqual(['mobileBar', 'mobileUserDrawer']);
  });

  it('falls back to English for an unknown locale', () => {
    expect(loader(args(true, 'http://localhost/dev/nav-matrix?locale=xx')).locale).toBe('en');
  });
});
