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

/** Believable units in stock: most products dozens to hundreds, some few (1-4), a few sold out. */
function stockOf(product: ProductSeed): number {
  if (product.stock !== undefined) return product.stock;
  const h = hash(product.sku);
  // Scrap is only bought from customers, so nothing draws on it; accessories are reordered early.
  if (product.form === 'scrap' || product.form === 'accessory') return 200 + (h % 300);
  if (h % 11 === 0) return 0;
  if (h % 7 === 0) return 1 + ((h >>> 8) % 4);
  return 12 + ((h >>> 8) % 289);
}

/** The whole seed catalogue in curated (sort=default) order, following the category order. */
export const catalogue: (ProductSeed & { stock: number })[] = [
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
].map((product) => ({ ...product, stock: stockOf(product) }));
