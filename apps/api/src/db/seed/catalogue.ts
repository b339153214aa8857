import type { Availability } from '@shop/api-client';
import { accessoryProducts } from './accessories';
import { goldBars, silverBars, whiteMetalBarProducts } from './bars';
import { bullionCoins, dutyFreeSilverCoins, silverCoinTubes } from './bullion-coins';
import { giftProducts } from './gifts';
import { numismaticCoins } from './numismatics';
import { scrapProducts } from './scrap';
import type { ProductSeed } from './types';

const coinsOf = (metals: string[]) =>
  bullionCoins.filter((p) => p.preciousMetal && metals.includes(p.preciousMetal));

/** FNV-1a: a stable pseudo-random number per SKU, so every fresh database gets the same stock. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function stockLevel(product: ProductSeed): Availability {
  if (product.availability) return product.availability;
  // Scrap is bought, never out of stock; accessories are reordered before they run out.
  if (product.form === 'scrap' || product.form === 'accessory') return 'available';
  const h = hash(product.sku);
  if (h % 23 === 0) return 'soldOut';
  if (h % 7 === 0) return 'lowStock';
  return 'available';
}

/** The whole seed catalogue in curated (sort=default) order, following the category order. */
export const catalogue: (ProductSeed & { availability: Availability })[] = [
  ...goldBars,
  ...coinsOf(['gold']),
  ...silverBars,
  ...coinsOf(['silver']),
  ...silverCoinTubes,
  ...dutyFreeSilverCoins,
  ...coinsOf(['platinum', 'palladium']),
  ...whiteMetalBarProducts,
  ...numismaticCoins,
  ...accessoryProducts,
  ...giftProducts,
  ...scrapProducts,
].map((product) => ({ ...product, availability: stockLevel(product) }));
