import type { Language } from '@shop/i18n';

/**
 * Countries an address may be in: the shop's own (Austria, Germany, Switzerland, Liechtenstein,
 * the US), the rest of the EU and the United Kingdom. Names come from Intl in the page language.
 */
export const addressCountries = [
  'AT', 'DE', 'CH', 'LI', 'US', 'GB',
  'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

/** Country options sorted by their name in the page language (every address country by default). */
export function countryOptions(
  language: Language,
  codes: readonly string[] = addressCountries,
): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The 50 states and the District of Columbia, by USPS code. */
export const usStates: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
  CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
  IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
  MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin',
  WY: 'Wyoming',
}; // prettier-ignore

/** German usage keeps the English state names except these. */
const germanStateNames: Record<string, string> = { CA: 'Kalifornien' };

export function stateOptions(language: Language): { value: string; label: string }[] {
  return Object.entries(usStates)
    .map(([code, name]) => ({
      value: code,
      label: `${(language === 'de' && germanStateNames[code]) || name} (${code})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
