import type { TranslationOf } from '../message-ids';

export const contentEn = {
  'content.home.title': 'Invest in gold and silver at live prices',
  'content.home.lead':
    'Bullion coins and bars from the world’s leading mints and refiners, priced with the metal spot price and delivered insured.',
  'content.home.shopNow': 'Shop now',
  'content.home.sellNow': 'Sell to us',
  'content.home.categories': 'Shop by category',
  'content.home.productCount': '{count, plural, one {# product} other {# products}}',
  'content.home.trust.returns': 'Free returns within 30 days',
  'content.home.trust.delivery': 'Delivery in 3-5 working days',
  'content.home.trust.stores': 'Personal advice in our stores',
  'content.list.empty': 'Nothing has been published here yet.',
  'content.list.emptyText': 'New articles appear here as soon as our editors publish them.',
  'content.article.missing': 'No article is published at this address.',
  'content.store.missing': 'No store is listed at this address.',
  'content.page.empty': 'No content has been published for this page yet.',
  'content.backHome': 'Back to the home page',
  'content.maintenance.title': 'We are carrying out maintenance',
  'content.maintenance.text':
    'The shop is briefly unavailable while we improve it. Please try again in a few minutes.',
  'content.contact.lead':
    'Our precious-metals specialists are there for you in person, by phone and by e-mail.',
  'content.contact.address': 'Address',
  'content.contact.phone': 'Phone',
  'content.contact.email': 'E-mail',
  'content.contact.hours': 'Opening hours',
  'content.contact.hoursValue': 'Monday to Friday, 9:00 to 18:00',
  'content.blog.title': 'Blog',
  'content.blog.lead':
    'Background on precious metals, prices, tax and storage from our specialists.',
  'content.blog.tags': 'Filter by topic',
  'content.blog.allTags': 'All topics',
  'content.blog.tagCount': '{tag} ({count})',
  'content.blog.filtered': '{count, plural, one {# article} other {# articles}} on {tag}',
  'content.article.publishedOn': 'Published on {date}',
  'content.article.tags': 'Topics',
  'content.article.backToBlog': 'All blog articles',
  'content.article.loadFailed': 'The article could not be loaded. Please try again.',
  'content.list.loadFailed': 'The articles could not be loaded. Please try again.',
  'content.retry': 'Try again',
};

export const contentDe: TranslationOf<typeof contentEn> = {
  'content.home.title': 'In Gold und Silber investieren – zu Live-Preisen',
  'content.home.lead':
    'Anlagemünzen und Barren der führenden Prägestätten und Scheideanstalten, zum aktuellen Edelmetallkurs bepreist und versichert geliefert.',
  'content.home.shopNow': 'Jetzt einkaufen',
  'content.home.sellNow': 'An uns verkaufen',
  'content.home.categories': 'Nach Kategorie einkaufen',
  'content.home.productCount': '{count, plural, one {# Produkt} other {# Produkte}}',
  'content.home.trust.returns': 'Kostenlose Rücksendung innerhalb von 30 Tagen',
  'content.home.trust.delivery': 'Lieferung in 3-5 Werktagen',
  'content.home.trust.stores': 'Persönliche Beratung in unseren Filialen',
  'content.list.empty': 'Hier wurde noch nichts veröffentlicht.',
  'content.list.emptyText':
    'Neue Beiträge erscheinen hier, sobald unsere Redaktion sie veröffentlicht.',
  'content.article.missing': 'Unter dieser Adresse ist kein Artikel veröffentlicht.',
  'content.store.missing': 'Unter dieser Adresse ist keine Filiale eingetragen.',
  'content.page.empty': 'Für diese Seite wurden noch keine Inhalte veröffentlicht.',
  'content.backHome': 'Zur Startseite',
  'content.maintenance.title': 'Wir führen Wartungsarbeiten durch',
  'content.maintenance.text':
    'Der Shop ist kurz nicht erreichbar, während wir ihn verbessern. Bitte versuchen Sie es in wenigen Minuten erneut.',
  'content.contact.lead':
    'Unsere Edelmetall-Spezialisten sind persönlich, telefonisch und per E-Mail für Sie da.',
  'content.contact.address': 'Adresse',
  'content.contact.phone': 'Telefon',
  'content.contact.email': 'E-Mail',
  'content.contact.hours': 'Öffnungszeiten',
  'content.contact.hoursValue': 'Montag bis Freitag, 9:00 bis 18:00 Uhr',
  'content.blog.title': 'Blog',
  'content.blog.lead':
    'Hintergründe zu Edelmetallen, Preisen, Steuern und Lagerung von unseren Spezialisten.',
  'content.blog.tags': 'Nach Thema filtern',
  'content.blog.allTags': 'Alle Themen',
  'content.blog.tagCount': '{tag} ({count})',
  'content.blog.filtered': '{count, plural, one {# Beitrag} other {# Beiträge}} zum Thema {tag}',
  'content.article.publishedOn': 'Veröffentlicht am {date}',
  'content.article.tags': 'Themen',
  'content.article.backToBlog': 'Alle Blogbeiträge',
  'content.article.loadFailed':
    'Der Beitrag konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'content.list.loadFailed':
    'Die Beiträge konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'content.retry': 'Erneut versuchen',
};
