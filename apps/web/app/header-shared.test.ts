import { describe, expect, it } from 'vitest';
import type { FeeTagEntry, SiteConfig } from '@exchange/contract';
import { SHARED_TEXTS_KEPT, sharedHeaderData, sharedHeaderText } from './header-shared.ts';

const site = { features: { futures: true, copy: false }, vipAllowed: true, regionTier: 1 } as unknown as SiteConfig;
const feeTags = [{ strategyType: 1, showTag: true, feeDiscount: 9.5 }] as unknown as FeeTagEntry[];

describe('the header data shared by a locale, as one text', () => {
  it('reads back as the data it was made from', () => {
    expect(sharedHeaderData(sharedHeaderText(site, feeTags))).toEqual({ site, feeTags });
    expect(sharedHeaderData(sharedHeaderText(null, []))).toEqual({ site: null, feeTags: [] });
  });

  it('is the same string for the same two objects, and a new one for a new answer', () => {
    const text = sharedHeaderText(site, feeTags);
    expect(sharedHeaderText(site, feeTags)).toBe(text);
    const renewed = { ...site } as SiteConfig;
    expect(sharedHeaderText(renewed, feeTags)).toEqual(text);
    expect(sharedHeaderText(site, [...feeTags])).toEqual(text);
  });

  it('gives the same objects for the same text, so pages render from equal props', () => {
    const text = sharedHeaderText(site, feeTags);
    const first = sharedHeaderData(text);
    expect(sharedHeaderData(JSON.stringify({ site, feeTags }))).toBe(first);
  });

  it('keeps at most SHARED_TEXTS_KEPT texts read, the oldest leaving first', () => {
    const text = (n: number) => sharedHeaderText({ ...site, regionTier: 1000 + n }, feeTags);
    const oldest = sharedHeaderData(text(-1));
    for (let n = 0; n < SHARED_TEXTS_KEPT; n += 1) sharedHeaderData(text(n));
    const again = sharedHeaderData(text(-1));
    expect(again).toEqual(oldest);
    expect(again).not.toBe(oldest);
  });

  it('reads no text, or a text that is not one, as no data (every gated entry hidden)', () => {
    for (const text of [undefined, '', 'not json', 'null', '[]', '{"site":1,"feeTags":"x"}']) {
      const data = sharedHeaderData(text);
      expect(data.feeTags, String(text)).toEqual([]);
      if (text !== '{"site":1,"feeTags":"x"}') expect(data.site, String(text)).toBeNull();
    }
  });
});
