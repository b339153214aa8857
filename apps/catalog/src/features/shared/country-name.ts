/** A country's name in the page locale, from its ISO 3166 code (the code itself if unknown). */
export function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
