import { missingTranslations } from '@shop/test-kit';
import messages from './messages';

it('ships every text of its pages in German and English', () => {
  expect(missingTranslations(messages)).toEqual({ de: [], en: [] });
});
