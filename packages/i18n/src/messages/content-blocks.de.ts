import type { TranslationOf } from './table-types';
import type { contentBlocksEn } from './content-blocks';

export const contentBlocksDe: TranslationOf<typeof contentBlocksEn> = {
  'content.home.trustLabel': 'Warum bei uns kaufen',
  'content.video.consentTitle': 'Video: {title}',
  'content.video.consent':
    'Dieses Video wird von {provider} abgespielt, das Cookies setzen kann. Es lädt erst, wenn Sie in den Cookie-Einstellungen die Gruppe „{group}“ erlauben.',
  'content.video.consentHosted':
    'Dieses Video lädt erst, wenn Sie in den Cookie-Einstellungen die Gruppe „{group}“ erlauben.',
  'content.video.openSettings': 'Cookie-Einstellungen öffnen',
  'content.slider.label': 'Empfehlungen',
  'content.slider.slide': 'Folie {index} von {count}',
  'content.slider.previous': 'Vorherige Folie',
  'content.slider.next': 'Nächste Folie',
  'content.slider.goTo': 'Folie {index} zeigen',
  'content.slider.pause': 'Diashow anhalten',
  'content.slider.play': 'Diashow starten',
  'content.teasers.loadFailed': 'Diese Beiträge konnten nicht geladen werden.',
  'content.stores.loadFailed': 'Unsere Filialen konnten nicht geladen werden.',
  'content.blocks.stores.details': 'Öffnungszeiten und Anfahrt für {name}',
  'content.stores.phone': 'Telefon {phone}',
  'content.howToSell.step': 'Schritt {index}',
  'content.blocks.whistleblower.followUp': 'Meldung mit dem Fallcode nachverfolgen',
  'content.categorySale.shop': '{category} ansehen',
};
