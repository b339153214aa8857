import { messages } from './messages';
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

  it('names every route', () => {
    for (const route of routes) {
      expect(messages.de[routeTitleId(route.id)]).toBeTruthy();
      expect(messages.en[routeTitleId(route.id)]).toBeTruthy();
    }
  });
});
