import { seedStoriesOf } from '../seed/content';
import {
  duration,
  type placeholders,
  resolvePlaceholders,
  unknownPlaceholders,
  type PlaceholderContext,
} from './placeholders';

const context = (over: Partial<PlaceholderContext> = {}): PlaceholderContext => ({
  facts: {
    priceRecalcIntervalSeconds: 180,
    quoteLockSeconds: 120,
    couponSellBackDays: 30,
    paymentDeadlineDays: 7,
    depositFeeBasisPoints: 50,
  },
  store: 'at',
  language: 'de',
  rules: {
    scrapBoxLimitCentAmount: 500_000,
    orderLimit24hCentAmount: 50_000_000,
    amlCashThresholdCentAmount: 1_000_000,
    cashPayoutLimitCentAmount: 1_500_000,
  },
  ...over,
});

describe('content placeholders', () => {
  it('names durations in whole minutes or in seconds, in both languages', () => {
    expect(duration(180, 'de')).toBe('3 Minuten');
    expect(duration(60, 'de')).toBe('1 Minute');
    expect(duration(90, 'en')).toBe('90 seconds');
    expect(duration(120, 'en')).toBe('2 minutes');
  });

  it('fills in the configured values for the store and language, everywhere in a story', () => {
    const story = {
      name: 'AGB',
      content: {
        title: 'Preise {{priceRecalcEvery}}',
        body: [
          {
            text: {
              content: [
                {
                  text: 'Frist {{ paymentDeadlineDays }} Tage, {{depositFeePercent}}, max. {{cartMaximum}}',
                },
              ],
            },
          },
        ],
      },
    };
    const { value, unknown } = resolvePlaceholders(story, context());
    expect(unknown).toEqual([]);
    expect(value.content.title).toBe('Preise alle 3 Minuten');
    // Intl puts no-break spaces between number and unit.
    expect(value.content.body[0]!.text.content[0]!.text.replace(/\s/g, ' ')).toBe(
      'Frist 7 Tage, 0,5 %, max. € 500.000,00',
    );
    // The input is not changed (it may be a cached story).
    expect(story.content.title).toBe('Preise {{priceRecalcEvery}}');

    const en = resolvePlaceholders(
      '{{priceRecalcEvery}}, {{quoteLockDuration}}, {{scrapBoxMaximum}}',
      context({
        store: 'ch',
        language: 'en',
        facts: { ...context().facts, priceRecalcIntervalSeconds: 300, quoteLockSeconds: 90 },
      }),
    );
    expect(en.value).toMatch(/^every 5 minutes, 90 seconds, CHF\s?5,000\.00$/);
  });

  it('leaves an unknown placeholder out and reports it, so no reader sees braces', () => {
    const { value, unknown } = resolvePlaceholders(
      ['Zahlbar binnen {{paymentDeadlineDays}} Tagen{{ paymentDeadline }}.', '{{nope}}{{nope}}'],
      context(),
    );
    expect(value).toEqual(['Zahlbar binnen 7 Tagen.', '']);
    expect(unknown).toEqual(['paymentDeadline', 'nope']);
  });

  it('finds unknown placeholders in any string of a value', () => {
    expect(unknownPlaceholders({ a: ['{{minimumOrder}}', { b: 'x {{typo}} y' }] })).toEqual([
      'typo',
    ]);
  });

  it('is used by the seeded stories with known names only, and by the terms for every configured fact', () => {
    for (const language of ['de', 'en'] as const) {
      for (const story of seedStoriesOf(language))
        expect({
          path: story.path,
          unknown: unknownPlaceholders([story.name, story.content]),
        }).toEqual({
          path: story.path,
          unknown: [],
        });
      const terms = JSON.stringify(
        seedStoriesOf(language).find(
          (s) => s.path === (language === 'de' ? 'agb' : 'terms-and-conditions'),
        )!.content,
      );
      for (const name of [
        'priceRecalcEvery',
        'quoteLockDuration',
        'paymentDeadlineDays',
        'depositFeePercent',
        'couponSellBackDays',
        'limitOrderMaximum',
        'cartMaximum',
        'minimumOrder',
      ] satisfies (keyof typeof placeholders)[])
        expect(terms).toContain(`{{${name}}}`);
      // The interval is never typed in: the old terms said "about every 3 minutes" whatever it was.
      expect(terms).not.toMatch(/3 (Minuten|minutes)/);
    }
  });
});
