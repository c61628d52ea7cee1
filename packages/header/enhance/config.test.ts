/**
 * What the enhancer accepts as its data: a fragment's JSON with an `enhance` part of the right
 * shape. Anything else (not JSON, a part missing, a value of another type) is a reason, never a
 * throw: the server's HTML then stays as it is, working without script.
 */
import { describe, expect, it } from 'vitest';
import { ENHANCE_MESSAGES, majorOf, parseEnhanceConfig } from './config.ts';

const messages = Object.fromEntries(ENHANCE_MESSAGES.map((key) => [key, key]));
const good = { version: '1.4.0', api: '', localeCode: null, uid: '1000000002', messages, icons: { black: '<svg></svg>', white: '<svg></svg>' }, lookups: null, languageDialog: '/header/fragment?path=%2F&part=language-dialog', drawers: '/header/fragment?path=%2F&part=drawers', securityDialog: '/header/fragment?path=%2F&part=security-dialog' };
const text = (enhance: unknown) => JSON.stringify({ locale: 'en', enhance });

describe('parseEnhanceConfig', () => {
  it('reads a fragment’s enhance part', () => {
    expect(parseEnhanceConfig(text(good))).toEqual(good);
  });

  it.each([
    ['not JSON', '{"enhance":'],
    ['no enhance part', JSON.stringify({ locale: 'en' })],
    ['null JSON', 'null'],
  ])('gives a reason for %s', (_name, value) => {
    expect(typeof parseEnhanceConfig(value)).toBe('string');
  });

  it.each([
    ['a version that is a number', { ...good, version: 1 }],
    ['no API', { ...good, api: undefined }],
    ['a UID that is a number', { ...good, uid: 1000000002 }],
    ['a locale code that is an object', { ...good, localeCode: {} }],
    ['a message missing', { ...good, messages: { ...messages, 'nav.account.uidCopied': undefined } }],
    ['a message that is not text', { ...good, messages: { ...messages, 'header.error.generic': 7 } }],
    ['an icon missing', { ...good, icons: { black: '<svg></svg>' } }],
    ['no language dialog', { ...good, languageDialog: undefined }],
    ['a lookups address that is a number', { ...good, lookups: 7 }],
    ['no lookups address', { ...good, lookups: undefined }],
    ['a dialog address that is not text', { ...good, languageDialog: {} }],
    ['no drawers address', { ...good, drawers: undefined }],
    ['a drawers address that is not text', { ...good, drawers: null }],
    ['no security dialog', { ...good, securityDialog: undefined }],
    ['a security dialog address that is null', { ...good, securityDialog: null }],
  ])('refuses %s', (_name, enhance) => {
    expect(typeof parseEnhanceConfig(text(enhance))).toBe('string');
  });
});

describe('majorOf', () => {
  it.each([
    ['1.4.0', '1'],
    ['12.0.3-rc.1', '12'],
    ['v1', null],
    ['', null],
    [null, null],
  ])('%j is major %j', (version, major) => {
    expect(majorOf(version)).toBe(major);
  });
});
