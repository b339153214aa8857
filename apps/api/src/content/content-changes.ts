import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import type { DatabaseConnection } from '../db/client';
import type { ContentCache } from './cache';
import { contentState } from './tables';

/** NOTIFY channel every API instance listens on; payloads are content changes. */
export const contentChannel = 'content_events';

/** A change of published content as announced: the new version and the cache keys it touches. */
const ContentChangeSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  /** Prefixes of the cached answers it changes; null: any answer. */
  prefixes: v.nullable(v.array(v.string())),
});

export interface ContentChanges {
  /**
   * Changes whenever published content may have changed, the same on every instance: the edge
   * keys its rendered pages on it (GET /versions), so a publish reaches pages already rendered
   * at once, whichever instance the edge asks.
   */
  current(): string;
  /**
   * Records a change of published content: counts the shared version up and announces it, so
   * every instance drops its cached answers under `prefixes` (all when none); this instance at
   * once. Answers how many of this instance's entries went.
   */
  changed(prefixes?: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export interface ContentChangesOptions {
  connection: DatabaseConnection;
  cache: ContentCache;
  log: FastifyBaseLogger;
}

/**
 * The content version shared by every API instance on one database (content_state), announced
 * with NOTIFY through the same LISTEN mechanism as prices and search: an instance hears every
 * change (its own too) and drops the cached answers it touches. After a lost LISTEN connection
 * it re-reads the version and, if it moved meanwhile, drops its whole cache.
 */
export async function createContentChanges({
  connection,
  cache,
  log,
}: ContentChangesOptions): Promise<ContentChanges> {
  const { db } = connection;
  let generation = '';
  let version = 0;

  /** Takes `to` as the version shown; drops what it changed. Versions only move forward. */
  const apply = (to: number, prefixes: readonly string[] | null) => {
    cache.invalidate(prefixes ?? undefined);
    version = Math.max(version, to);
  };

  const read = async () => {
    const [row] = await db
      .select({ generation: contentState.generation, version: contentState.version })
      .from(contentState)
      .where(eq(contentState.id, 1));
    if (!row) throw new Error('content_state has no row: the database is not migrated');
    return row;
  };

  // Listening before the first read: a change in between is heard, not lost.
  const unlisten = await connection.listen(
    contentChannel,
    (payload) => {
      const change = v.safeParse(ContentChangeSchema, safeJson(payload));
      if (!change.success) {
        log.warn({ payload }, 'Ignoring a malformed content event');
        return;
      }
      apply(change.output.version, change.output.prefixes);
    },
    () =>
      void read().then(
        (row) => {
          if (row.generation === generation && row.version === version) return;
          log.info({ from: version, to: row.version }, 'Content changed while not listening');
          generation = row.generation;
          cache.invalidate();
          version = row.version;
        },
        (error: unknown) =>
          log.error({ err: error }, 'Re-reading the content version after a reconnect failed'),
      ),
  );
  try {
    ({ generation, version } = await read());
  } catch (error) {
    await unlisten().catch(() => undefined);
    throw error;
  }

  return {
    current: () => `${generation}.${version}`,
    async changed(prefixes) {
      const list = prefixes ? [...prefixes] : null;
      // Dropped here first: the change is stored already, and this count is this instance's.
      const dropped = cache.invalidate(list ?? undefined);
      try {
        const bumped = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(contentState)
            .set({ version: sql`${contentState.version} + 1` })
            .where(eq(contentState.id, 1))
            .returning({ version: contentState.version });
          // Delivered on commit, to every instance (this one drops what it cached meanwhile).
          await tx.execute(
            sql`select pg_notify(${contentChannel}, ${JSON.stringify({ version: row!.version, prefixes: list })})`,
          );
          return row!.version;
        });
        version = Math.max(version, bumped);
      } catch (error) {
        // The other instances show the change when their cached answers expire
        // (CONTENT_CACHE_SECONDS).
        log.error({ err: error }, 'Announcing a content change failed');
      }
      return dropped;
    },
    close: unlisten,
  };
}

function safeJson(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}
