import { createHash } from 'node:crypto';
import type { StoryVersion } from '../../tables';

/*
 * How a rewritten seed text reaches a database seeded before. Seeding only adds missing stories
 * (what editors changed must survive restarts), so a story whose seed text is rewritten lists the
 * fingerprints of the texts it replaces (`SeedStory.supersedes`). On start, a story still holding
 * exactly one of them, published and unchanged in its draft, gets the new text; a story an editor
 * touched keeps what the editor wrote.
 *
 * To rewrite a seeded story: before changing its text, print the fingerprints of what is seeded
 * now (`seedFingerprints()` below, e.g. in a test), add them to `supersedes`, then change the text.
 */

/** JSON with object keys sorted, so a version read back from jsonb hashes like the one written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A story version's fingerprint: name, content tree and tags. */
export function fingerprint(version: StoryVersion): string {
  return createHash('sha256').update(canonical(version)).digest('hex').slice(0, 24);
}

/** Whether a stored story still holds, published and in its draft, one of the superseded texts. */
export function holdsSupersededText(
  row: { draft: StoryVersion; published: StoryVersion | null },
  supersedes: readonly string[],
): boolean {
  if (!row.published) return false;
  const published = fingerprint(row.published);
  return supersedes.includes(published) && fingerprint(row.draft) === published;
}
