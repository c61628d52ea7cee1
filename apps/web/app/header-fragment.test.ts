import { describe, expect, it } from 'vitest';
import { fragmentLinks, fragmentLookups, fragmentPart, fragmentQuery } from './header-fragment.ts';

describe('fragmentQuery: the fragment’s parameters read one way', () => {
  it('reads path, links and styles, decoded as URLSearchParams decodes them', () => {
    const query = fragmentQuery('?path=/ar/spot/BTCUSDT%3Ftype%3Dcross&links=absolute&styles=inline');
    expect(query.ok && [query.get('path'), query.get('links'), query.get('styles')]).toEqual(['/ar/spot/BTCUSDT?type=cross', 'absolute', 'inline']);
    const plus = fragmentQuery('path=/a+b');
    expect(plus.ok && plus.get('path')).toBe('/a b');
  });

  it('gives null for a parameter not sent, and reads an empty query as none', () => {
    const query = fragmentQuery('');
    expect(query.ok && [query.get('path'), query.get('links'), query.get('styles')]).toEqual([null, null, null]);
    const bare = fragmentQuery('?path');
    expect(bare.ok && bare.get('path')).toBe('');
  });

  it.each([
    ['a case variant beside the real one', '?path=/&Links=&links=absolute'],
    ['an upper-case name alone', '?PATH=/ar/'],
    ['a repeated parameter', '?path=/&path=/ar/'],
    ['a repeated links', '?path=/&links=paths&links=absolute'],
    ['an unknown parameter', '?path=/&theme=white'],
    ['a percent-encoded name', '?p%61th=/'],
    ['a name with a space', '?path =/'],
    ['an empty part', '?path=/&&styles=inline'],
    ['a trailing &', '?path=/&'],
  ])('refuses %s, with a message that never repeats the value', (_name, search) => {
    const query = fragmentQuery(search);
    expect(query.ok).toBe(false);
    expect(!query.ok && query.message).not.toMatch(/ar\/|white|absolute|p%61th/);
  });
});

describe('fragmentLookups', () => {
  it('is answered or absent, nothing else', () => {
    expect(fragmentLookups(null)).toEqual({ ok: true, answered: false });
    expect(fragmentLookups('answered')).toEqual({ ok: true, answered: true });
    for (const value of ['Answered', '', 'true', 'answered ']) expect(fragmentLookups(value).ok).toBe(false);
    expect(fragmentQuery('?path=/&lookups=answered').ok).toBe(true);
  });
});

describe('fragmentPart', () => {
  it('is language-dialog, security-dialog, drawers or absent, nothing else', () => {
    expect(fragmentPart(null)).toEqual({ ok: true, part: null });
    expect(fragmentPart('language-dialog')).toEqual({ ok: true, part: 'language-dialog' });
    expect(fragmentPart('security-dialog')).toEqual({ ok: true, part: 'security-dialog' });
    expect(fragmentPart('drawers')).toEqual({ ok: true, part: 'drawers' });
  });

  it.each(['Language-Dialog', 'Security-Dialog', 'SECURITY-DIALOG', '', ' security-dialog', 'security-dialog ', 'security', 'security-dialog,language-dialog', 'withdraw', 'language-dialog ', 'Drawers', 'DRAWERS', 'drawer', 'drawers ', 'nav-drawer', 'drawers,language-dialog'])('refuses %j', (value) => {
    expect(fragmentPart(value).ok).toBe(false);
  });

  it('is read once: a second part, or one spelt another way, is a 400 before any render', () => {
    expect(fragmentQuery('?path=/&part=drawers').ok).toBe(true);
    expect(fragmentQuery('?path=/&part=security-dialog').ok).toBe(true);
    for (const search of ['?path=/&part=drawers&part=drawers', '?path=/&part=drawers&part=language-dialog', '?path=/&Part=drawers', '?path=/&PART=drawers', '?path=/&part=security-dialog&part=language-dialog', '?path=/&Part=security-dialog', '?path=/&part=security-dialog&action=withdraw']) expect(fragmentQuery(search).ok).toBe(false);
  });
});

describe('fragmentLinks', () => {
  it('is absolute or paths, nothing else: the origin is configuration, not a request value', () => {
    expect(fragmentLinks(null)).toEqual({ ok: true, absolute: false });
    expect(fragmentLinks('paths')).toEqual({ ok: true, absolute: false });
    expect(fragmentLinks('absolute')).toEqual({ ok: true, absolute: true });
    expect(fragmentLinks('ABSOLUTE').ok).toBe(false);
    expect(fragmentLinks('').ok).toBe(false);
  });
});
