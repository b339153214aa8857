import type { Language } from '@shop/i18n';
import type { PreciousMetal, TranslationMap } from '@shop/api-client/contract';
import { tr, type Weight } from './types';

export const gramsPerTroyOunce = 31.1034768;

export const oz = (value: number): Weight => ({ value, unit: 'oz' });
export const g = (value: number): Weight => ({ value, unit: 'g' });
export const kg = (value: number): Weight => ({ value, unit: 'kg' });

export function grams(weight: Weight): number {
  const factor = weight.unit === 'oz' ? gramsPerTroyOunce : weight.unit === 'kg' ? 1000 : 1;
  return Math.round(weight.value * factor * 10_000) / 10_000;
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 4,
    useGrouping: false,
  }).format(value);
}

/** Troy-ounce fractions are written as fractions on coins and in the trade: 1/10 oz, not 0.1 oz. */
export function formatWeight(weight: Weight, language: Language): string {
  if (weight.unit === 'oz' && weight.value < 1) {
    const denominator = Math.round(1 / weight.value);
    if (Math.abs(1 / denominator - weight.value) < 1e-9) return `1/${denominator} oz`;
  }
  return `${formatNumber(weight.value, language)} ${weight.unit}`;
}

/** Weight as an SKU part: 1OZ, 110OZ (1/10 oz), 2G5 (2.5 g), 1KG. */
export function weightCode(weight: Weight): string {
  if (weight.unit === 'oz' && weight.value < 1) return `1${Math.round(1 / weight.value)}OZ`;
  return `${String(weight.value).replace('.', `${weight.unit.toUpperCase()[0]}`)}${weight.value % 1 ? '' : weight.unit.toUpperCase()}`;
}

export const metalNames: Record<PreciousMetal, TranslationMap> = {
  gold: tr('Gold', 'Gold'),
  silver: tr('Silber', 'Silver'),
  platinum: tr('Platin', 'Platinum'),
  palladium: tr('Palladium', 'Palladium'),
};

/** Phrased to follow "aus" / "from": aus der Schweiz, from the United States. */
export const originNames: Record<string, TranslationMap> = {
  AM: tr('Armenien', 'Armenia'),
  AT: tr('Österreich', 'Austria'),
  AU: tr('Australien', 'Australia'),
  BE: tr('Belgien', 'Belgium'),
  CA: tr('Kanada', 'Canada'),
  CH: tr('der Schweiz', 'Switzerland'),
  CN: tr('China', 'China'),
  DE: tr('Deutschland', 'Germany'),
  FR: tr('Frankreich', 'France'),
  GB: tr('Großbritannien', 'Great Britain'),
  MX: tr('Mexiko', 'Mexico'),
  NL: tr('den Niederlanden', 'the Netherlands'),
  US: tr('den USA', 'the United States'),
  ZA: tr('Südafrika', 'South Africa'),
};

export function origin(code: string): TranslationMap {
  const name = originNames[code];
  if (!name) throw new Error(`No country name for ${code}`);
  return name;
}

/** Fineness as written in running text: 999,9 in German, 999.9 in English. */
export function formatFineness(fineness: string, language: Language): string {
  return language === 'de' ? fineness.replace('.', ',') : fineness;
}
