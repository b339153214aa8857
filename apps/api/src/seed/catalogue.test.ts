import * as v from 'valibot';
import { categoryKeys, preciousMetals, SkuSchema } from '@shop/api-client/contract';
import { slugify } from '../lib/text';
import { catalogue } from './catalogue';

const slugs = (lang: 'de' | 'en') => catalogue.map((p) => slugify(p.name[lang]));

describe('seed catalogue', () => {
  it('has a realistic size', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(120);
  });

  it('has unique, valid SKUs', () => {
    const skus = catalogue.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(v.is(SkuSchema, sku)).toBe(true);
  });

  it.each(['de', 'en'] as const)('has unique URL-safe %s slugs', (lang) => {
    const list = slugs(lang);
    expect(new Set(list).size).toBe(list.length);
    for (const slug of list) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('spells German slugs with ae/oe/ue/ss', () => {
    expect(slugs('de')).toContain('muenzkapseln-37-mm-10-stueck');
    expect(slugs('de')).toContain('halber-sovereign');
  });

  it('covers every category and every metal', () => {
    for (const key of categoryKeys)
      expect(catalogue.some((p) => p.categories.includes(key))).toBe(true);
    for (const metal of preciousMetals)
      expect(catalogue.some((p) => p.preciousMetal === metal)).toBe(true);
  });

  it('names the well-known products', () => {
    const names = catalogue.map((p) => p.name.de);
    for (const expected of [
      'Krugerrand 1 oz Gold',
      'Wiener Philharmoniker 1/25 oz Gold',
      'Wiener Philharmoniker 1 oz Silber',
      'Goldbarren 1 kg Heraeus',
      'Silberbarren 5 kg Umicore',
      '20 Franken Vreneli',
      '100 Kronen 1915 (Nachprägung)',
      'Altgold 585 (14 Karat)',
      'Zahngold',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('marks a few silver coins duty-free and nothing else', () => {
    const dutyFree = catalogue.filter((p) => p.dutyFree);
    expect(dutyFree.length).toBeGreaterThanOrEqual(3);
    for (const p of dutyFree) {
      expect(p.preciousMetal).toBe('silver');
      expect(p.categories).toContain('silver-coins');
    }
  });

  it('leaves metal attributes empty on accessories', () => {
    for (const p of catalogue.filter((x) => x.categories.includes('accessories'))) {
      expect(p.preciousMetal).toBeNull();
      expect(p.fineness).toBeNull();
      expect(p.fineWeight).toBeNull();
    }
  });

  it('fills the bullion attributes', () => {
    for (const p of catalogue.filter((x) => x.form === 'coin' || x.form === 'bar')) {
      expect(p.manufacturer).toBeTruthy();
      expect(p.preciousMetal).not.toBeNull();
      expect(p.fineWeight).not.toBeNull();
      expect(p.fineness).toMatch(/^\d{3}(\.\d)?$/);
      expect(p.countryOfOrigin).toMatch(/^[A-Z]{2}$/);
      expect(p.thicknessMm).toBeGreaterThan(0);
      expect(p.grossWeightG).toBeGreaterThan(0);
      if (p.form === 'coin') expect(p.diameterMm).toBeGreaterThan(0);
      expect(p.description.de).not.toEqual(p.description.en);
    }
  });
});
