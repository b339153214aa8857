import { preciousMetals, productForms } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { catalogue } from '../seed/catalogue';
import { taxFactsOf } from '../seed/rows';
import { mulberry32 } from './prng';
import {
  isInvestmentGold,
  storeTaxClass,
  taxClasses,
  taxClassOf,
  taxRateTable,
  type TaxFacts,
} from './tax-classes';

const facts = (f: Partial<TaxFacts>): TaxFacts => ({
  form: 'coin',
  metal: 'gold',
  fineness: '999.9',
  legalTender: true,
  mintYear: 2025,
  secondHand: false,
  ...f,
});

describe('tax classes (tax-classes.ts)', () => {
  it('treats bars of at least 995/1000 as investment gold', () => {
    expect(taxClassOf(facts({ form: 'bar', fineness: '995', legalTender: false }))).toBe(
      'investment_gold',
    );
    expect(taxClassOf(facts({ form: 'bar', fineness: '994.9', legalTender: false }))).toBe(
      'standard',
    );
  });

  it('treats coins of at least 900/1000, legal tender and minted after 1800 as investment gold', () => {
    expect(taxClassOf(facts({ fineness: '900', mintYear: 1801 }))).toBe('investment_gold');
    expect(taxClassOf(facts({ fineness: '916.7' }))).toBe('investment_gold');
    expect(taxClassOf(facts({ fineness: '899.9' }))).toBe('standard');
    expect(taxClassOf(facts({ legalTender: false }))).toBe('standard');
    expect(taxClassOf(facts({ mintYear: 1800 }))).toBe('standard');
    expect(taxClassOf(facts({ mintYear: null }))).toBe('standard');
  });

  it('never exempts gift items, accessories, scrap or other metals', () => {
    for (const form of ['gift', 'accessory', 'scrap'] as const)
      expect(taxClassOf(facts({ form }))).toBe('standard');
    for (const metal of ['silver', 'platinum', 'palladium'] as const) {
      expect(taxClassOf(facts({ metal }))).toBe('standard');
      expect(taxClassOf(facts({ metal, form: 'bar' }))).toBe('standard');
    }
  });

  it('margin-taxes second-hand pieces that fail the investment-gold test', () => {
    expect(taxClassOf(facts({ metal: 'silver', secondHand: true }))).toBe('margin');
    expect(taxClassOf(facts({ fineness: '835', secondHand: true }))).toBe('margin');
    // Investment gold stays exempt however the dealer came by it.
    expect(taxClassOf(facts({ secondHand: true }))).toBe('investment_gold');
  });

  it('property: investment gold is exactly gold bars >= 995 and qualifying gold coins >= 900', () => {
    const random = mulberry32(22_11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    for (let i = 0; i < 5_000; i++) {
      const f = facts({
        form: pick(productForms),
        metal: random() < 0.1 ? null : pick(preciousMetals),
        fineness: random() < 0.05 ? null : (800 + Math.floor(random() * 2000) / 10).toFixed(1),
        legalTender: random() < 0.7,
        mintYear: random() < 0.05 ? null : 1700 + Math.floor(random() * 330),
        secondHand: random() < 0.3,
      });
      const fineness = Number(f.fineness);
      const expected =
        f.metal === 'gold' &&
        f.fineness !== null &&
        ((f.form === 'bar' && fineness >= 995) ||
          (f.form === 'coin' &&
            fineness >= 900 &&
            f.legalTender &&
            f.mintYear !== null &&
            f.mintYear > 1800));
      expect(isInvestmentGold(f)).toBe(expected);
      const taxClass = taxClassOf(f);
      expect(taxClass).toBe(expected ? 'investment_gold' : f.secondHand ? 'margin' : 'standard');
      // Only investment gold is ever exempt, in every store with VAT.
      for (const store of storeKeys) {
        const rate = taxRateTable[store][storeTaxClass(taxClass, store)];
        if (store !== 'us') expect(rate === 0).toBe(expected);
      }
    }
  });

  it('keeps the class in the VAT stores and drops the margin scheme where there is no VAT', () => {
    for (const taxClass of taxClasses) {
      for (const store of ['at', 'de', 'ch', 'li'] as const)
        expect(storeTaxClass(taxClass, store)).toBe(taxClass);
      expect(taxRateTable.us[storeTaxClass(taxClass, 'us')]).toBe(0);
    }
    expect(storeTaxClass('investment_gold', 'us')).toBe('investment_gold');
    expect(storeTaxClass('margin', 'us')).toBe('standard');
  });

  it('classes the seed catalogue by the rules', () => {
    const classOf = (sku: string) => {
      const product = catalogue.find((p) => p.sku === sku);
      if (!product) throw new Error(`no ${sku}`);
      return taxClassOf(taxFactsOf(product));
    };
    expect(classOf('CGO-KRU-1OZ')).toBe('investment_gold');
    expect(classOf('NGO-VRENELI-20FR')).toBe('investment_gold');
    // An official restrike bearing 1915 was struck this year.
    expect(classOf('NGO-DUKAT-4-1915')).toBe('investment_gold');
    expect(classOf('GIFT-BOX-GOLD-1G')).toBe('standard');
    expect(classOf('CSI-MPL-1OZ')).toBe('standard');
    expect(classOf('NSI-MTT-1780')).toBe('standard');
    expect(classOf('NSI-MARK-5-WILHELM')).toBe('margin');
    expect(classOf('SCRAP-AU-916')).toBe('standard');
    const goldBars = catalogue.filter((p) => p.form === 'bar' && p.preciousMetal === 'gold');
    expect(goldBars.length).toBeGreaterThan(0);
    for (const bar of goldBars) expect(taxClassOf(taxFactsOf(bar))).toBe('investment_gold');
  });
});
