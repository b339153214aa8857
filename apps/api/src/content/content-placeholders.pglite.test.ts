import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contentEditorTokenHeader, StorySchema } from '@shop/api-client/contract';
import { buildApp } from '../app';
import { stories } from './tables';
import { seedContent, storyRow } from '../seed/content';
import { page, richText } from '../seed/content/types';
import { fingerprint } from '../seed/content/revisions';
import { legalStories } from '../seed/content/legal';
import { call, callOk } from '../test/accounts';
import { contentTestOptions } from '../test/content-suite';
import { testPglite } from '../test/templates';

/*
 * The legal texts state what the running configuration decides: set through the environment here
 * (not the defaults), delivered filled in for each store and language.
 */
const env = {
  PRICE_RECALC_INTERVAL_SECONDS: '300',
  QUOTE_LOCK_SECONDS: '90',
  PAYMENT_DEADLINE_DAYS: '10',
  DEPOSIT_FEE_BASIS_POINTS: '75',
  COUPON_SELL_BACK_DAYS: '45',
};

let app: FastifyInstance;

beforeAll(async () => {
  Object.assign(process.env, env);
  try {
    app = await buildApp({ database: testPglite(), content: contentTestOptions });
    await app.ready();
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** A delivered page's text, no-break spaces as spaces. */
const text = async (url: string) =>
  JSON.stringify((await callOk(app, url, StorySchema)).content).replace(/\u00a0|\u202f/g, ' ');

describe('placeholders in delivered content', () => {
  it('fills the terms in with the configured interval, price hold, deadline, fee and limits', async () => {
    const de = await text('/content/page/at-de/path/agb');
    expect(de).toContain('Wir berechnen sie alle 5 Minuten neu');
    expect(de).toContain('90 Sekunden lang fest');
    expect(de).toContain('"text":"10 Tagen","marks":[{"type":"bold"}]');
    expect(de).toContain('0,75 % pro Jahr');
    expect(de).toContain('innerhalb von 45 Tagen nach dem Kauf');
    expect(de).toContain('€ 500.000,00');
    expect(de).not.toContain('{{');

    const en = await text('/content/page/us-en/path/terms-and-conditions');
    expect(en).toContain('We recalculate them every 5 minutes');
    expect(en).toContain('for 90 seconds');
    expect(en).toContain('0.75% a year');
    // The US store's limits in its currency.
    expect(en).toContain('$500,000.00');
    expect(en).not.toContain('{{');
  });

  it('fills in the other legal pages too, for each store', async () => {
    const cancellation = await text('/content/page/ch-de/path/widerrufsbelehrung');
    expect(cancellation).toContain('§ 18 Abs. 1 Z 2 FAGG');
    expect(cancellation).toContain('alle 5 Minuten');
  });

  it('leaves an unknown placeholder that reached the database out instead of showing it', async () => {
    const [row] = await app.db
      .select()
      .from(stories)
      .where(eq(stories.fullSlug, 'de-de/impressum'));
    const version = {
      ...row!.published!,
      content: { ...row!.published!.content, title: 'Impressum{{gibtEsNicht}}' },
    };
    await app.db
      .update(stories)
      .set({ published: version, draft: version })
      .where(eq(stories.uuid, row!.uuid));
    const story = await callOk(app, '/content/page/de-de/path/impressum', StorySchema);
    expect(story.content).toMatchObject({ title: 'Impressum' });
  });

  it('refuses an editor story that names an unknown placeholder', async () => {
    const answer = await call(app, '/content/editor/stories', {
      method: 'POST',
      headers: { [contentEditorTokenHeader]: contentTestOptions.editorToken },
      payload: {
        rootFolder: 'at-de',
        path: 'suite/platzhalter',
        name: 'Platzhalter',
        tagList: [],
        content: {
          _uid: 'root',
          component: 'page',
          title: 'Frist {{zahlungsfrist}} Tage',
          body: [],
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain('{{zahlungsfrist}}');
  });
});

describe('rewritten legal texts on a database seeded before', () => {
  /** The German terms as the first seed wrote them (until November 2026). */
  const oldTerms = page('agb', 'Allgemeine Geschäftsbedingungen', [
    richText(
      '## Preise',
      'Die Preise folgen dem Edelmetall-Spotpreis und werden etwa alle 3 Minuten neu berechnet. Maßgeblich ist der Preis, den Sie bei der Bestellung bestätigen.',
      '## Bestellgrenzen',
      'Der Mindestbestellwert beträgt 1,00, der Höchstwert eines Warenkorbs 500.000 in der Währung des Shops. Barzahlung ist nur bei Abholung in einer Filiale binnen 5 Werktagen möglich.',
      '## Lieferung',
      'Wir liefern versichert innerhalb von 3-5 Werktagen nach Zahlungseingang.',
      '## Rücksendung',
      'Zubehör und Geschenkartikel können Sie innerhalb von 30 Tagen kostenlos zurücksenden.',
    ),
  ]);
  const oldVersion = storyRow('at-de', 'de', oldTerms, 'agb').published;
  const newTerms = legalStories.de.find((story) => story.path === 'agb')!;

  const putOld = async (fullSlug: string, draftName = oldVersion.name) => {
    await app.db
      .update(stories)
      .set({ published: oldVersion, draft: { ...oldVersion, name: draftName } })
      .where(eq(stories.fullSlug, fullSlug));
  };

  it('knows the old text by its fingerprint', () => {
    expect(newTerms.supersedes).toContain(fingerprint(oldVersion));
  });

  it('replaces the old text on the next start, but keeps a story an editor has changed', async () => {
    await putOld('at-de/agb');
    await putOld('li-de/agb', 'AGB (in Bearbeitung)');
    expect(await seedContent(app.db)).toBe(1);
    const [replaced] = await app.db.select().from(stories).where(eq(stories.fullSlug, 'at-de/agb'));
    expect(JSON.stringify(replaced!.published)).toContain('{{paymentDeadlineDays}}');
    expect(replaced!.draft).toEqual(replaced!.published);
    const [kept] = await app.db.select().from(stories).where(eq(stories.fullSlug, 'li-de/agb'));
    expect(kept!.draft.name).toBe('AGB (in Bearbeitung)');
    expect(JSON.stringify(kept!.published)).toContain('etwa alle 3 Minuten');
    // Nothing more to do on the start after.
    expect(await seedContent(app.db)).toBe(0);
  });
});
