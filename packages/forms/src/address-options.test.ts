import { countryOptions, stateOptions } from './address-options';

describe('address options', () => {
  it('names countries in the page language, sorted by name', () => {
    const de = countryOptions('de');
    expect(de.find((c) => c.value === 'CH')?.label).toBe('Schweiz');
    expect(countryOptions('en').find((c) => c.value === 'AT')?.label).toBe('Austria');
    const labels = de.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('lists the 50 states and DC', () => {
    expect(stateOptions('en')).toHaveLength(51);
    expect(stateOptions('de').find((s) => s.value === 'CA')?.label).toBe('Kalifornien (CA)');
    expect(stateOptions('en').find((s) => s.value === 'NY')?.label).toBe('New York (NY)');
  });
});
