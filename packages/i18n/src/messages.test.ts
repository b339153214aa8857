import { messages } from './messages';
import { contentDe } from './messages/content.de';
import { contentEn } from './messages/content';
import { contentBlocksDe } from './messages/content-blocks.de';
import { contentBlocksEn } from './messages/content-blocks';
import { routeTitleId } from './message-ids';
import { routes } from './routes';

describe('messages', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(messages.de).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('has no empty text', () => {
    for (const table of Object.values(messages)) {
      for (const [key, text] of Object.entries(table))
        expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  // The content remote's table spreads both files; a shared id would silently take one text.
  it('gives the content blocks ids of their own', () => {
    for (const [pages, blocks] of [
      [contentDe, contentBlocksDe],
      [contentEn, contentBlocksEn],
    ] as const)
      expect(Object.keys(blocks).filter((id) => id in pages)).toEqual([]);
  });

  it('names every route', () => {
    for (const route of routes) {
      expect(messages.de[routeTitleId(route.id)]).toBeTruthy();
      expect(messages.en[routeTitleId(route.id)]).toBeTruthy();
    }
  });
});
