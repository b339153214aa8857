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
