import * as v from 'valibot';
import { ContentBlockSchema, contentBlockComponents } from '@shop/api-client';
import { blockSchemas, defaultOf, fieldOf, newBlock, rootSchemas, unwrap } from './schema-form';

describe('the block editor’s forms drawn from the content blocks’ schemas', () => {
  it('knows every block type of spec 2', () => {
    expect([...blockSchemas.keys()].sort()).toEqual([...contentBlockComponents].sort());
  });

  it('draws a field for each entry by its kind', () => {
    const title = unwrap(blockSchemas.get('title')!).inner.entries!;
    expect(fieldOf(title.text!)).toEqual({ kind: 'text', long: false });
    expect(fieldOf(title.level!)).toEqual({ kind: 'choice', options: [2, 3] });
    expect(unwrap(title.subtitle!).optional).toBe(true);
    const faq = unwrap(blockSchemas.get('faq')!).inner.entries!;
    expect(fieldOf(faq.items!).kind).toBe('list');
    const table = unwrap(blockSchemas.get('table')!).inner.entries!;
    expect(fieldOf(table.head!).kind).toBe('lines');
    expect(fieldOf(table.rows!).kind).toBe('rows');
    expect(fieldOf(blockSchemas.get('video')!).kind).toBe('variant');
    const richText = unwrap(blockSchemas.get('rich-text')!).inner.entries!;
    expect(fieldOf(richText.text!)).toEqual({ kind: 'richText' });
    const calculator = unwrap(blockSchemas.get('old-metal-calculator')!).inner.entries!;
    expect(fieldOf(calculator.metals!).kind).toBe('choices');
    const newsletter = unwrap(blockSchemas.get('newsletter')!).inner.entries!;
    expect(fieldOf(newsletter.text!)).toEqual({ kind: 'text', long: true });
  });

  it('makes new blocks of every type with ids, which the schemas accept once texts are filled', () => {
    for (const component of contentBlockComponents) {
      const block = newBlock(component);
      expect(block).toMatchObject({ component, _uid: expect.any(String) });
    }
    const filled = { ...newBlock('title'), text: 'Willkommen' };
    expect(v.safeParse(ContentBlockSchema, filled).success).toBe(true);
    const chart = newBlock('metals-price-chart');
    expect(v.safeParse(ContentBlockSchema, { ...chart, headline: 'Gold' }).success).toBe(true);
    expect(defaultOf(rootSchemas.page!)).toMatchObject({ component: 'page', title: '' });
  });

  it('starts a list that must have entries with that many empty ones', () => {
    expect(newBlock('faq').items).toEqual([
      { _uid: expect.any(String), question: '', answer: expect.objectContaining({ type: 'doc' }) },
    ]);
    expect(newBlock('contact-data').openingHours).toEqual([]);
  });
});
