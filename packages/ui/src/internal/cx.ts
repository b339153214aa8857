/** Joins class names, dropping falsy parts, so conditional modifiers read inline. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
