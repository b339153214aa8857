import type { TranslationOf } from './table-types';

/** The texts of the content system's blocks (apps/content/src/features/blocks). */
export const contentBlocksEn = {
  'content.home.trustLabel': 'Why buy from us',
  'content.video.consentTitle': 'Video: {title}',
  'content.video.consent':
    'This video is played by {provider}, which may set cookies. It loads only once you allow the “{group}” cookies in the cookie settings.',
  'content.video.consentHosted':
    'This video loads only once you allow the “{group}” cookies in the cookie settings.',
  'content.video.openSettings': 'Open cookie settings',
  'content.slider.label': 'Highlights',
  'content.slider.slide': 'Slide {index} of {count}',
  'content.slider.previous': 'Previous slide',
  'content.slider.next': 'Next slide',
  'content.slider.goTo': 'Show slide {index}',
  'content.slider.pause': 'Stop the slideshow',
  'content.slider.play': 'Start the slideshow',
  'content.teasers.loadFailed': 'These articles could not be loaded.',
  'content.stores.loadFailed': 'Our branches could not be loaded.',
  'content.blocks.stores.details': 'Opening hours and directions for {name}',
  'content.stores.phone': 'Phone {phone}',
  'content.howToSell.step': 'Step {index}',
  'content.blocks.whistleblower.followUp': 'Follow up on a report with its case code',
  'content.categorySale.shop': 'Shop {category}',
};

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
