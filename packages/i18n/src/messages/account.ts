import type { Messages } from './index';

export const accountEn: Messages = {
  'account.unavailable': 'Customer accounts are not available in this shop yet.',
  'account.unavailableText': 'You can browse the catalogue and follow prices without an account.',
  'account.signedOut': 'You are not signed in.',
  'account.signedOutText': 'The page “{page}” belongs to your customer account.',
  'account.toLogin': 'Go to log in',
  'account.toShop': 'Browse the shop',
};

export const accountDe: Messages = {
  'account.unavailable': 'Kundenkonten sind in diesem Shop noch nicht verfügbar.',
  'account.unavailableText': 'Sie können den Katalog und die Preise auch ohne Kundenkonto ansehen.',
  'account.signedOut': 'Sie sind nicht angemeldet.',
  'account.signedOutText': 'Die Seite „{page}“ gehört zu Ihrem Kundenkonto.',
  'account.toLogin': 'Zur Anmeldung',
  'account.toShop': 'Zum Shop',
};
