import { categoryRef, makeProduct } from '../../test/fixtures';
import { belongsToPricelist, groupByMetal, toPricelistProduct } from './pricelist-products';

const gold = makeProduct({ id: 'gold' });
const dutyFreeSilver = makeProduct({
  id: 'silver',
  dutyFree: true,
  attributeFields: { preciousMetal: 'silver' },
});
const scrap = makeProduct({ id: 'scrap', categories: [categoryRef('scrap-metals')] });
const capsule = makeProduct({
  id: 'capsule',
  categories: [categoryRef('accessories')],
  attributeFields: { preciousMetal: null },
});
const platinum = makeProduct({ id: 'platinum', attributeFields: { preciousMetal: 'platinum' } });

describe('price lists', () => {
  it('holds everything but scrap in the standard list, and the bonded stock in the duty-free list', () => {
    const all = [gold, dutyFreeSilver, scrap, capsule];
    expect(all.filter((p) => belongsToPricelist(p, 'standard')).map((p) => p.id)).toEqual([
      'gold',
      'silver',
      'capsule',
    ]);
    expect(all.filter((p) => belongsToPricelist(p, 'duty-free')).map((p) => p.id)).toEqual([
      'silver',
    ]);
  });

  it('groups by metal in the shop’s metal order, items without metal last', () => {
    const groups = groupByMetal([capsule, platinum, dutyFreeSilver, gold]);
    expect(groups.map((g) => [g.metal, g.products.map((p) => p.id)])).toEqual([
      ['gold', ['gold']],
      ['silver', ['silver']],
      ['platinum', ['platinum']],
      [null, ['capsule']],
    ]);
  });

  it('keeps of a product only what a row shows', () => {
    const row = toPricelistProduct(gold);
    expect(Object.keys(row).sort()).toEqual(
      [
        'attributeFields',
        'availability',
        'fineness',
        'id',
        'name',
        'slug',
        'sku',
        'unitsLeft',
      ].sort(),
    );
    expect(Object.keys(row.attributeFields).sort()).toEqual(
      ['fineWeight', 'fineWeightUnit', 'preciousMetal'].sort(),
    );
    expect(row.name).toEqual(gold.name);
  });
});
