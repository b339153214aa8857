import type { TranslationOf } from './table-types';

export const catalogEn = {
  'catalog.scrap.calculator': 'Old-metal calculator',
  'catalog.scrap.fineness.open': 'How do I find the fineness?',
  'catalog.scrap.fineness.title': 'Finding the fineness',
  'catalog.scrap.fineness.intro':
    'Gold, silver and platinum are stamped with a hallmark: a number giving the thousandths of pure metal. Look on the inside of rings, on clasps and on the back of pendants, with a magnifying glass if need be.',
  'catalog.scrap.fineness.caption': 'Common hallmarks and what they mean',
  'catalog.scrap.fineness.hallmark': 'Hallmark',
  'catalog.scrap.fineness.metal': 'Metal',
  'catalog.scrap.fineness.karat': 'Carat',
  'catalog.scrap.fineness.share': 'Pure metal',
  'catalog.scrap.fineness.none':
    'No hallmark? Choose the grade you think likely: we assay every piece in our lab and confirm the payout before we transfer it.',
  'catalog.scrap.dental.open': 'About dental gold',
  'catalog.scrap.dental.title': 'Selling dental gold',
  'catalog.scrap.dental.alloy':
    'Crowns, bridges and inlays are alloys: their gold content varies from about 40 % to 90 % and carries no hallmark.',
  'catalog.scrap.dental.weight':
    'Weigh the pieces as they are, teeth may remain attached. The quote is for the weight as fine gold; the payout follows the gold content our lab measures.',
  'catalog.scrap.dental.assay':
    'We assay dental gold in our own lab, tell you the result and pay only after you confirm it.',
  'catalog.scrap.info.close': 'Close',
  'catalog.scrap.calculator.intro':
    'Choose what you have, weigh it to a tenth of a gram and see what we pay at the current price.',
  'catalog.scrap.item': 'Item {index}',
  'catalog.scrap.grade': 'Metal and fineness',
  'catalog.scrap.grade.choose': 'Choose the hallmark',
  'catalog.scrap.weight': 'Weight in grams',
  'catalog.scrap.weight.format': 'Please enter the weight in grams as a number, for example 12.5.',
  'catalog.scrap.weight.decimals':
    'Please enter at most one decimal place, for example 12.5 g: we weigh to a tenth of a gram.',
  'catalog.scrap.weight.zero': 'Please enter a weight of more than 0 g.',
  'catalog.scrap.weight.tooHigh': 'Please enter at most {max} g per item.',
  'catalog.scrap.quote': 'We pay',
  'catalog.scrap.quote.none': 'Choose a grade and enter a weight.',
  'catalog.scrap.addItem': 'Add another item',
  'catalog.scrap.removeItem': 'Remove item {index}',
  'catalog.scrap.total': 'Total',
  'catalog.scrap.toCart': 'Put into the sell cart',
  'catalog.scrap.added': 'Your scrap metal is in the sell cart.',
  'catalog.scrap.failed':
    'Your scrap metal could not be put into the sell cart. Please try again later.',
  'catalog.scrap.box':
    'Scrap metal box: we send you a free insured box for sell carts that hold only scrap and are worth at most {limit}.',
  'catalog.scrap.quoteNote':
    'The quote uses the current buy-back price per gram; the price at the time of your order applies.',
  'catalog.cart.quantity': 'Quantity',
  'catalog.cart.add': 'Add to cart',
  'catalog.cart.sell': 'Sell to us',
  'catalog.cart.adding': 'Adding…',
  'catalog.cart.tierHint': 'from {minQuantity} pieces: {price} per piece',
  'catalog.cart.added':
    '{quantity, plural, one {# piece} other {# pieces}} of {name} added to the {type, select, sell {sell} other {buy}} cart.',
  'catalog.cart.view': 'View cart',
  'catalog.cart.failed': '{name} could not be added to the cart. Please try again later.',
  'catalog.cart.quantityInvalid': 'Enter a whole number from 1 to {max}.',
  'catalog.cart.soldOut': 'Sold out: it cannot be put into the cart now.',
  'catalog.cart.soldOutAlert':
    'Sold out: it cannot be put into the cart now. “Notify me when available” sends you an e-mail when it is back.',
  'catalog.cart.soldOutRefused': '{name} is sold out and was not added to the cart.',
  'catalog.listing.heading': 'Products',
  'catalog.listing.filters': 'Filter and sort',
  'catalog.listing.filter.category': 'Category',
  'catalog.listing.filter.category.all': 'All categories',
  'catalog.listing.filter.metal': 'Precious metal',
  'catalog.listing.filter.metal.all': 'All metals',
  'catalog.listing.filter.manufacturer': 'Manufacturer',
  'catalog.listing.filter.manufacturer.all': 'All manufacturers',
  'catalog.listing.filter.weight': 'Fine weight',
  'catalog.listing.filter.weight.all': 'Any weight',
  'catalog.listing.filter.weight.upTo10g': 'Up to 10 g',
  'catalog.listing.filter.weight.10gTo1oz': '10 g to 1 oz',
  'catalog.listing.filter.weight.1ozTo100g': '1 oz to 100 g',
  'catalog.listing.filter.weight.100gTo1kg': '100 g to 1 kg',
  'catalog.listing.filter.weight.from1kg': '1 kg and more',
  'catalog.listing.filter.option': '{label} ({count})',
  'catalog.listing.filter.reset': 'Clear filters',
  'catalog.listing.sort': 'Sort by',
  'catalog.listing.sort.default': 'Recommended',
  'catalog.listing.sort.relevance': 'Best match',
  'catalog.listing.sort.name.asc': 'Name (A–Z)',
  'catalog.listing.sort.name.desc': 'Name (Z–A)',
  'catalog.listing.sort.preciousMetal.asc': 'Precious metal (gold first)',
  'catalog.listing.sort.preciousMetal.desc': 'Precious metal (palladium first)',
  'catalog.listing.view': 'View',
  'catalog.listing.view.grid': 'Grid',
  'catalog.listing.view.list': 'List',
  'catalog.listing.count': '{count, plural, =0 {No products} one {# product} other {# products}}',
  'catalog.listing.pageInfo': 'page {page} of {pages}',
  'catalog.listing.loading': 'Loading products …',
  'catalog.listing.empty.title': 'No products match these filters',
  'catalog.listing.empty.text': 'Remove a filter or choose another one to see more products.',
  'catalog.listing.emptyCategory.title': 'There are no products in this category at the moment',
  'catalog.listing.emptyCategory.text': 'Have a look at the other categories of the shop.',
  'catalog.listing.emptyShop.title': 'The shop has no products at the moment',
  'catalog.listing.pageOutOfRange.title': 'There is no page {page} for this selection',
  'catalog.listing.pageOutOfRange.action': 'Go to the first page',
  'catalog.listing.toShop': 'Go to the shop',

  'catalog.error.title': 'The products could not be loaded',
  'catalog.error.text': 'Please check your connection and try again.',
  'catalog.error.retry': 'Try again',

  'catalog.search.label': 'Search term',
  'catalog.search.placeholder': 'e.g. Krugerrand, 1 oz, silver bar',
  'catalog.search.submit': 'Search',
  'catalog.search.results':
    '{count, plural, =0 {No results} one {# result} other {# results}} for “{query}”',
  'catalog.search.prompt.title': 'What are you looking for?',
  'catalog.search.prompt.text': 'Enter a product name, a series, a manufacturer or a weight.',
  'catalog.search.empty.title': 'Nothing found for “{query}”',
  'catalog.search.empty.hint':
    'Check the spelling, try a shorter or more general term such as “Philharmonic” or “1 oz”, or browse the shop by category.',

  'catalog.category.notFound.title': 'There is no category “{slug}”',
  'catalog.category.notFound.text':
    'The link may be outdated. Every product of our range is in the shop.',

  'catalog.availability.available': 'In stock',
  'catalog.availability.lowStock': 'Only {count} left',
  'catalog.availability.soldOut': 'Sold out',
  'catalog.product.dutyFree': 'Duty-free',
  'catalog.product.noImage': 'No picture available',
  'catalog.product.description': 'Description',
  'catalog.product.details': 'Technical details',
  'catalog.product.categories': 'Categories',
  'catalog.product.similar': 'Similar products',
  'catalog.carousel.previous': 'Previous products',
  'catalog.carousel.next': 'Next products',
  'catalog.product.gallery': 'Product pictures',
  'catalog.product.gallery.show': 'Show picture {index} of {count}',
  'catalog.product.notFound.title': 'This product is not in our range',
  'catalog.product.notFound.text':
    'It may have been renamed or taken out of the catalogue. Search for it or browse the shop.',

  'catalog.attribute.sku': 'Item number',
  'catalog.attribute.manufacturer': 'Manufacturer',
  'catalog.attribute.preciousMetal': 'Precious metal',
  'catalog.attribute.series': 'Series',
  'catalog.attribute.yearsOfIssue': 'Year of issue',
  'catalog.attribute.fineWeight': 'Fine weight',
  'catalog.attribute.fineness': 'Fineness',
  'catalog.attribute.countryOfOrigin': 'Country of origin',
  'catalog.attribute.thickness': 'Thickness',
  'catalog.attribute.diameter': 'Diameter',
  'catalog.attribute.grossWeight': 'Gross weight',
  'catalog.attribute.grade': 'Grade',
  'catalog.attribute.edition': 'Edition',
  'catalog.attribute.certificate': 'Certificate',
  'catalog.attribute.packaging': 'Packaging',

  'catalog.scrap.howTo.title': 'How selling scrap gold works',
  'catalog.scrap.howTo.intro':
    'Old jewellery, dental gold, broken chains or single earrings: we buy precious metal in any condition and pay by its metal content.',
  'catalog.scrap.step.weigh.title': 'Weighing',
  'catalog.scrap.step.weigh.text':
    'We weigh your items on calibrated scales in front of you, to the hundredth of a gram. Stones and other non-metal parts are deducted.',
  'catalog.scrap.step.fineness.title': 'Determining the fineness',
  'catalog.scrap.step.fineness.text':
    'The hallmark (such as 585 or 750) is checked with a non-destructive X-ray fluorescence test, so the fine metal content is known exactly.',
  'catalog.scrap.step.payout.title': 'Payout',
  'catalog.scrap.step.payout.text':
    'Fine weight times the current metal price gives your offer. Once you accept, we pay by bank transfer or in cash in the store.',
  'catalog.scrap.products': 'What we buy',

  'catalog.sell.intro':
    'We buy precious metal in every form: bars and coins from any recognised mint, as well as scrap gold, dental gold and old precious metal.',
  'catalog.sell.forms': 'By form',
  'catalog.sell.metal.gold': 'Bars, coins and scrap gold of every fineness.',
  'catalog.sell.metal.silver': 'Silver bars, bullion coins, cutlery and silverware.',
  'catalog.sell.metal.platinum': 'Platinum bars, coins and platinum jewellery.',
  'catalog.sell.metal.palladium': 'Palladium bars and coins.',
  'catalog.sell.bullion.title': 'Bullion bars',
  'catalog.sell.bullion.text':
    'Minted and cast bars from LBMA-certified refiners, with or without certificate.',
  'catalog.sell.coins.title': 'Coins',
  'catalog.sell.coins.text':
    'Bullion coins such as the Krugerrand or the Vienna Philharmonic, and collector coins.',
  'catalog.sell.scrap.title': 'Scrap metal',
  'catalog.sell.scrap.text':
    'Jewellery, chains, rings and broken pieces of gold, silver, platinum or palladium.',
  'catalog.sell.dental.title': 'Dental gold',
  'catalog.sell.dental.text':
    'Crowns, bridges and inlays, with or without remains of teeth or ceramics.',
  'catalog.sell.oldMetal.title': 'Old precious metal',
  'catalog.sell.oldMetal.text':
    'Cutlery, tableware, watch cases and other objects made of precious metal.',
  'catalog.sell.toScrap': 'How selling scrap metal works',
  'catalog.sell.choose.title': '1. Which precious metal do you want to sell?',
  'catalog.sell.choose.legend': 'Precious metal',
  'catalog.sell.products.title': '2. What do you want to sell? {metal} we buy',
  'catalog.sell.products.intro':
    'Put bars and coins into the sell cart at our current buy-back price; the price is fixed when you place the sale.',
  'catalog.sell.products.empty': 'We buy no {metal} bars or coins through the shop at the moment.',
  'catalog.sell.products.more': 'All {metal} products in the shop',
  'catalog.sell.scrapPath.title': 'Scrap {metal}',
  'catalog.sell.scrapPath.text':
    'Jewellery, broken pieces and other scrap: choose the fineness, enter the weight in grams and get a live quote.',
  'catalog.sell.scrapPath.link': 'To the scrap calculator',
  'catalog.sell.howTo.title': 'How selling to us works',
  'catalog.sell.howTo.choose.title': 'Choose',
  'catalog.sell.howTo.choose.text':
    'Choose the metal, then the bars and coins or the scrap you want to sell, and put them into the sell cart.',
  'catalog.sell.howTo.order.title': 'Place the sale',
  'catalog.sell.howTo.order.text':
    'In the checkout you say how the goods reach us and where the payout goes; the prices are fixed when you place the sale.',
  'catalog.sell.howTo.send.title': 'Send or bring',
  'catalog.sell.howTo.send.text':
    'Send the goods insured, use the free scrap metal box, or bring them to one of our stores.',
  'catalog.sell.howTo.payout.title': 'Payout',
  'catalog.sell.howTo.payout.text':
    'Once the goods have been checked, we pay by bank transfer or in cash in the store.',
  'catalog.sell.box.title': 'The scrap metal box',
  'catalog.sell.box.link': 'Work out what your scrap is worth',

  'catalog.wishlist.toggle': 'Save {name} on the wishlist',
  'catalog.wishlist.remove': 'Remove {name} from the wishlist',
  'catalog.wishlist.removeShort': 'Remove',
  'catalog.wishlist.tryLater': 'The wishlist could not be changed. Please try again later.',
  'catalog.wishlist.loadFailed': 'The wishlist could not be loaded. Please try again later.',
  'catalog.wishlist.count': '{count, plural, one {# product} other {# products}}',
  'catalog.wishlist.empty.title': 'Your wishlist is empty',
  'catalog.wishlist.empty.text':
    'Save products with the heart on their page or tile to find them here again.',

  'catalog.limitOrder.title': 'Place a limit order',
  'catalog.limitOrder.text':
    'A limit order buys or sells this product by itself once its price reaches your target. We check it after every price update until it expires; you receive an e-mail when it has been executed.',
  'catalog.limitOrder.backToProduct': 'Back to the product',
  'catalog.limitOrder.open': 'Place a limit order',
  'catalog.limitOrder.type': 'I want to',
  'catalog.limitOrder.type.buy': 'Buy',
  'catalog.limitOrder.type.sell': 'Sell',
  'catalog.limitOrder.quantity': 'Quantity',
  'catalog.limitOrder.targetPrice': 'Target unit price ({currency})',
  'catalog.limitOrder.targetPrice.hint.buy':
    'Executed when the price is at or below this amount. At most 500,000.',
  'catalog.limitOrder.targetPrice.hint.sell':
    'Executed when the price is at or above this amount. At most 500,000.',
  'catalog.limitOrder.expiresAt': 'Valid until (date and time)',
  'catalog.limitOrder.currentPrice': 'Current unit price',
  'catalog.limitOrder.payout': 'Bank details for the payout',
  'catalog.limitOrder.submit': 'Place limit order',
  'catalog.limitOrder.placed': 'Your limit order {number} has been placed.',
  'catalog.limitOrder.viewPlaced': 'View it in your account',
  'catalog.limitOrder.loginRequired': 'Please log in to place a limit order.',
  'catalog.limitOrder.login': 'Log in',
  'catalog.limitOrder.address.title': 'Delivery and billing address',
  'catalog.limitOrder.address.text':
    'Once executed, the limit order becomes an order to your default delivery and billing address.',
  'catalog.limitOrder.address.useOne': 'Use {address} as default address',
  'catalog.limitOrder.address.choose': 'Which address should become your default address?',
  'catalog.limitOrder.address.none':
    'You have not saved an address yet. Please add one in your address book; from there you can come back to this limit order.',
  'catalog.limitOrder.address.add': 'Add an address',
  'catalog.priceAlert.open': 'Set a price alert',
  'catalog.priceAlert.title': 'Price alert',
  'catalog.priceAlert.text': 'We send you an e-mail when the price reaches your target.',
  'catalog.priceAlert.type': 'Price',
  'catalog.priceAlert.type.buy': 'Buy price at or below',
  'catalog.priceAlert.type.sell': 'Buy-back price at or above',
  'catalog.priceAlert.target': 'Target price ({currency})',
  'catalog.priceAlert.submit': 'Save price alert',
  'catalog.priceAlert.saved': 'Your price alert has been saved. You can manage it in your account.',
  'catalog.availabilityAlert.toggle': 'Notify me when available',
  'catalog.availabilityAlert.on':
    'We will send you an e-mail as soon as {name} is available again.',
  'catalog.alert.tryLater': 'The alert could not be saved. Please try again later.',

  'catalog.pricelist.standard': 'Price list',
  'catalog.pricelist.duty-free': 'Duty-free price list',
  'catalog.pricelist.withMetal': '{list}: {metal}',
  'catalog.pricelist.intro.standard': 'Every product of our range, grouped by precious metal.',
  'catalog.pricelist.intro.duty-free':
    'Products stored in a bonded warehouse: they are bought and kept there without import VAT.',
  'catalog.pricelist.metalNav': 'Precious metal',
  'catalog.pricelist.allMetals': 'All metals',
  'catalog.pricelist.otherItems': 'Other items',
  'catalog.pricelist.column.product': 'Product',
  'catalog.pricelist.column.fineWeight': 'Fine weight',
  'catalog.pricelist.column.fineness': 'Fineness',
  'catalog.pricelist.column.availability': 'Availability',
  'catalog.pricelist.column.cart': 'Cart',
  'catalog.pricelist.empty': 'This list has no products at the moment.',
  'catalog.pricelist.buy': 'Add to cart: 1 × {name}',
  'catalog.pricelist.sell': 'Sell to us: 1 × {name}',
  'catalog.pricelist.perUnit':
    'Prices per piece; from larger quantities on, the cart applies tier prices.',
};

export const catalogDe: TranslationOf<typeof catalogEn> = {
  'catalog.scrap.calculator': 'Altmetall-Rechner',
  'catalog.scrap.fineness.open': 'Wie finde ich den Feingehalt?',
  'catalog.scrap.fineness.title': 'Den Feingehalt bestimmen',
  'catalog.scrap.fineness.intro':
    'Gold, Silber und Platin tragen eine Punze: eine Zahl, die die Tausendstel an reinem Metall angibt. Sehen Sie an der Innenseite von Ringen, an Verschlüssen und auf der Rückseite von Anhängern nach, wenn nötig mit einer Lupe.',
  'catalog.scrap.fineness.caption': 'Übliche Punzen und ihre Bedeutung',
  'catalog.scrap.fineness.hallmark': 'Punze',
  'catalog.scrap.fineness.metal': 'Metall',
  'catalog.scrap.fineness.karat': 'Karat',
  'catalog.scrap.fineness.share': 'Reines Metall',
  'catalog.scrap.fineness.none':
    'Keine Punze? Wählen Sie den Feingehalt, den Sie vermuten: Wir prüfen jedes Stück in unserem Labor und bestätigen die Auszahlung, bevor wir überweisen.',
  'catalog.scrap.dental.open': 'Zahngold verkaufen',
  'catalog.scrap.dental.title': 'Zahngold verkaufen',
  'catalog.scrap.dental.alloy':
    'Kronen, Brücken und Inlays sind Legierungen: Ihr Goldanteil liegt zwischen etwa 40 % und 90 % und ist nicht gepunzt.',
  'catalog.scrap.dental.weight':
    'Wiegen Sie die Stücke, wie sie sind, gern mit Zahnresten. Das Angebot gilt für das Gewicht als Feingold; die Auszahlung richtet sich nach dem Goldanteil, den unser Labor misst.',
  'catalog.scrap.dental.assay':
    'Wir analysieren Zahngold in unserem eigenen Labor, teilen Ihnen das Ergebnis mit und zahlen erst nach Ihrer Bestätigung aus.',
  'catalog.scrap.info.close': 'Schließen',
  'catalog.scrap.calculator.intro':
    'Wählen Sie, was Sie haben, wiegen Sie es auf ein Zehntelgramm genau und sehen Sie, was wir zum aktuellen Preis zahlen.',
  'catalog.scrap.item': 'Position {index}',
  'catalog.scrap.grade': 'Metall und Feinheit',
  'catalog.scrap.grade.choose': 'Punze wählen',
  'catalog.scrap.weight': 'Gewicht in Gramm',
  'catalog.scrap.weight.format':
    'Bitte geben Sie das Gewicht in Gramm als Zahl ein, zum Beispiel 12,5.',
  'catalog.scrap.weight.decimals':
    'Bitte höchstens eine Nachkommastelle eingeben, zum Beispiel 12,5 g: Wir wiegen auf ein Zehntelgramm genau.',
  'catalog.scrap.weight.zero': 'Bitte geben Sie ein Gewicht über 0 g ein.',
  'catalog.scrap.weight.tooHigh': 'Bitte höchstens {max} g je Position eingeben.',
  'catalog.scrap.quote': 'Wir zahlen',
  'catalog.scrap.quote.none': 'Wählen Sie eine Sorte und geben Sie ein Gewicht ein.',
  'catalog.scrap.addItem': 'Weitere Position',
  'catalog.scrap.removeItem': 'Position {index} entfernen',
  'catalog.scrap.total': 'Gesamt',
  'catalog.scrap.toCart': 'In den Verkaufswarenkorb',
  'catalog.scrap.added': 'Ihr Altmetall liegt im Verkaufswarenkorb.',
  'catalog.scrap.failed':
    'Ihr Altmetall konnte nicht in den Verkaufswarenkorb gelegt werden. Bitte versuchen Sie es später noch einmal.',
  'catalog.scrap.box':
    'Altmetall-Box: Für Verkaufswarenkörbe nur mit Altmetall im Wert von höchstens {limit} senden wir Ihnen kostenlos eine versicherte Box.',
  'catalog.scrap.quoteNote':
    'Das Angebot rechnet mit dem aktuellen Ankaufspreis pro Gramm; es gilt der Preis zum Zeitpunkt Ihrer Bestellung.',
  'catalog.cart.quantity': 'Menge',
  'catalog.cart.add': 'In den Warenkorb',
  'catalog.cart.sell': 'An uns verkaufen',
  'catalog.cart.adding': 'Wird hinzugefügt…',
  'catalog.cart.tierHint': 'ab {minQuantity} Stück: {price} pro Stück',
  'catalog.cart.added':
    '{quantity, plural, one {# Stück} other {# Stück}} {name} in den {type, select, sell {Verkaufswarenkorb} other {Kaufwarenkorb}} gelegt.',
  'catalog.cart.view': 'Zum Warenkorb',
  'catalog.cart.failed':
    '{name} konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es später noch einmal.',
  'catalog.cart.quantityInvalid': 'Geben Sie eine ganze Zahl von 1 bis {max} ein.',
  'catalog.cart.soldOut': 'Ausverkauft: derzeit nicht in den Warenkorb zu legen.',
  'catalog.cart.soldOutAlert':
    'Ausverkauft: derzeit nicht in den Warenkorb zu legen. Mit „Benachrichtigen, wenn verfügbar“ erhalten Sie eine E-Mail, sobald es wieder da ist.',
  'catalog.cart.soldOutRefused': '{name} ist ausverkauft und wurde nicht in den Warenkorb gelegt.',
  'catalog.listing.heading': 'Produkte',
  'catalog.listing.filters': 'Filtern und sortieren',
  'catalog.listing.filter.category': 'Kategorie',
  'catalog.listing.filter.category.all': 'Alle Kategorien',
  'catalog.listing.filter.metal': 'Edelmetall',
  'catalog.listing.filter.metal.all': 'Alle Metalle',
  'catalog.listing.filter.manufacturer': 'Hersteller',
  'catalog.listing.filter.manufacturer.all': 'Alle Hersteller',
  'catalog.listing.filter.weight': 'Feingewicht',
  'catalog.listing.filter.weight.all': 'Jedes Gewicht',
  'catalog.listing.filter.weight.upTo10g': 'Bis 10 g',
  'catalog.listing.filter.weight.10gTo1oz': '10 g bis 1 oz',
  'catalog.listing.filter.weight.1ozTo100g': '1 oz bis 100 g',
  'catalog.listing.filter.weight.100gTo1kg': '100 g bis 1 kg',
  'catalog.listing.filter.weight.from1kg': 'Ab 1 kg',
  'catalog.listing.filter.option': '{label} ({count})',
  'catalog.listing.filter.reset': 'Filter zurücksetzen',
  'catalog.listing.sort': 'Sortieren nach',
  'catalog.listing.sort.default': 'Empfehlung',
  'catalog.listing.sort.relevance': 'Beste Treffer',
  'catalog.listing.sort.name.asc': 'Name (A–Z)',
  'catalog.listing.sort.name.desc': 'Name (Z–A)',
  'catalog.listing.sort.preciousMetal.asc': 'Edelmetall (Gold zuerst)',
  'catalog.listing.sort.preciousMetal.desc': 'Edelmetall (Palladium zuerst)',
  'catalog.listing.view': 'Ansicht',
  'catalog.listing.view.grid': 'Raster',
  'catalog.listing.view.list': 'Liste',
  'catalog.listing.count':
    '{count, plural, =0 {Keine Produkte} one {# Produkt} other {# Produkte}}',
  'catalog.listing.pageInfo': 'Seite {page} von {pages}',
  'catalog.listing.loading': 'Produkte werden geladen …',
  'catalog.listing.empty.title': 'Keine Produkte passen zu diesen Filtern',
  'catalog.listing.empty.text':
    'Entfernen Sie einen Filter oder wählen Sie einen anderen, um mehr Produkte zu sehen.',
  'catalog.listing.emptyCategory.title': 'In dieser Kategorie gibt es derzeit keine Produkte',
  'catalog.listing.emptyCategory.text': 'Sehen Sie sich die anderen Kategorien des Shops an.',
  'catalog.listing.emptyShop.title': 'Der Shop hat derzeit keine Produkte',
  'catalog.listing.pageOutOfRange.title': 'Für diese Auswahl gibt es keine Seite {page}',
  'catalog.listing.pageOutOfRange.action': 'Zur ersten Seite',
  'catalog.listing.toShop': 'Zum Shop',

  'catalog.error.title': 'Die Produkte konnten nicht geladen werden',
  'catalog.error.text': 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'catalog.error.retry': 'Erneut versuchen',

  'catalog.search.label': 'Suchbegriff',
  'catalog.search.placeholder': 'z. B. Krugerrand, 1 oz, Silberbarren',
  'catalog.search.submit': 'Suchen',
  'catalog.search.results':
    '{count, plural, =0 {Keine Treffer} one {# Treffer} other {# Treffer}} für „{query}“',
  'catalog.search.prompt.title': 'Wonach suchen Sie?',
  'catalog.search.prompt.text':
    'Geben Sie einen Produktnamen, eine Serie, einen Hersteller oder ein Gewicht ein.',
  'catalog.search.empty.title': 'Nichts gefunden für „{query}“',
  'catalog.search.empty.hint':
    'Prüfen Sie die Schreibweise, versuchen Sie einen kürzeren oder allgemeineren Begriff wie „Philharmoniker“ oder „1 oz“, oder stöbern Sie im Shop nach Kategorien.',

  'catalog.category.notFound.title': 'Es gibt keine Kategorie „{slug}“',
  'catalog.category.notFound.text':
    'Der Link ist möglicherweise veraltet. Alle Produkte unseres Sortiments finden Sie im Shop.',

  'catalog.availability.available': 'Auf Lager',
  'catalog.availability.lowStock': 'Nur noch {count} Stück verfügbar',
  'catalog.availability.soldOut': 'Ausverkauft',
  'catalog.product.dutyFree': 'Zollfrei',
  'catalog.product.noImage': 'Kein Bild verfügbar',
  'catalog.product.description': 'Beschreibung',
  'catalog.product.details': 'Technische Details',
  'catalog.product.categories': 'Kategorien',
  'catalog.product.similar': 'Ähnliche Produkte',
  'catalog.carousel.previous': 'Vorherige Produkte',
  'catalog.carousel.next': 'Weitere Produkte',
  'catalog.product.gallery': 'Produktbilder',
  'catalog.product.gallery.show': 'Bild {index} von {count} anzeigen',
  'catalog.product.notFound.title': 'Dieses Produkt führen wir nicht',
  'catalog.product.notFound.text':
    'Es wurde möglicherweise umbenannt oder aus dem Sortiment genommen. Suchen Sie danach oder stöbern Sie im Shop.',

  'catalog.attribute.sku': 'Artikelnummer',
  'catalog.attribute.manufacturer': 'Hersteller',
  'catalog.attribute.preciousMetal': 'Edelmetall',
  'catalog.attribute.series': 'Serie',
  'catalog.attribute.yearsOfIssue': 'Ausgabejahr',
  'catalog.attribute.fineWeight': 'Feingewicht',
  'catalog.attribute.fineness': 'Feinheit',
  'catalog.attribute.countryOfOrigin': 'Herkunftsland',
  'catalog.attribute.thickness': 'Dicke',
  'catalog.attribute.diameter': 'Durchmesser',
  'catalog.attribute.grossWeight': 'Raugewicht',
  'catalog.attribute.grade': 'Erhaltung',
  'catalog.attribute.edition': 'Auflage',
  'catalog.attribute.certificate': 'Zertifikat',
  'catalog.attribute.packaging': 'Verpackung',

  'catalog.scrap.howTo.title': 'So funktioniert der Altgold-Ankauf',
  'catalog.scrap.howTo.intro':
    'Alter Schmuck, Zahngold, gerissene Ketten oder einzelne Ohrringe: Wir kaufen Edelmetall in jedem Zustand und zahlen nach dem Metallgehalt.',
  'catalog.scrap.step.weigh.title': 'Wiegen',
  'catalog.scrap.step.weigh.text':
    'Wir wiegen Ihre Stücke vor Ihren Augen auf geeichten Waagen, auf das Hundertstelgramm genau. Steine und andere Nichtmetallteile werden abgezogen.',
  'catalog.scrap.step.fineness.title': 'Feingehalt bestimmen',
  'catalog.scrap.step.fineness.text':
    'Die Punze (etwa 585 oder 750) wird mit einer zerstörungsfreien Röntgenfluoreszenzanalyse geprüft, so ist der Feinmetallgehalt genau bekannt.',
  'catalog.scrap.step.payout.title': 'Auszahlung',
  'catalog.scrap.step.payout.text':
    'Feingewicht mal aktueller Metallkurs ergibt Ihr Angebot. Nehmen Sie es an, zahlen wir per Überweisung oder bar in der Filiale aus.',
  'catalog.scrap.products': 'Was wir ankaufen',

  'catalog.sell.intro':
    'Wir kaufen Edelmetall in jeder Form: Barren und Münzen aller anerkannten Prägestätten, dazu Altgold, Zahngold und Altedelmetall.',
  'catalog.sell.forms': 'Nach Form',
  'catalog.sell.metal.gold': 'Barren, Münzen und Altgold jeder Feinheit.',
  'catalog.sell.metal.silver': 'Silberbarren, Anlagemünzen, Besteck und Tafelsilber.',
  'catalog.sell.metal.platinum': 'Platinbarren, Münzen und Platinschmuck.',
  'catalog.sell.metal.palladium': 'Palladiumbarren und -münzen.',
  'catalog.sell.bullion.title': 'Anlagebarren',
  'catalog.sell.bullion.text':
    'Geprägte und gegossene Barren von LBMA-zertifizierten Scheideanstalten, mit oder ohne Zertifikat.',
  'catalog.sell.coins.title': 'Münzen',
  'catalog.sell.coins.text':
    'Anlagemünzen wie Krugerrand oder Wiener Philharmoniker sowie Sammlermünzen.',
  'catalog.sell.scrap.title': 'Altmetall',
  'catalog.sell.scrap.text':
    'Schmuck, Ketten, Ringe und Bruchstücke aus Gold, Silber, Platin oder Palladium.',
  'catalog.sell.dental.title': 'Zahngold',
  'catalog.sell.dental.text': 'Kronen, Brücken und Inlays, auch mit Zahn- oder Keramikresten.',
  'catalog.sell.oldMetal.title': 'Altedelmetall',
  'catalog.sell.oldMetal.text':
    'Besteck, Geschirr, Uhrgehäuse und andere Gegenstände aus Edelmetall.',
  'catalog.sell.toScrap': 'So funktioniert der Altgold-Ankauf',
  'catalog.sell.choose.title': '1. Welches Edelmetall möchten Sie verkaufen?',
  'catalog.sell.choose.legend': 'Edelmetall',
  'catalog.sell.products.title': '2. Was möchten Sie verkaufen? {metal}, das wir ankaufen',
  'catalog.sell.products.intro':
    'Legen Sie Barren und Münzen zu unserem aktuellen Ankaufspreis in den Verkaufswarenkorb; der Preis gilt, sobald Sie den Verkauf abschließen.',
  'catalog.sell.products.empty':
    'Derzeit kaufen wir über den Shop keine Barren oder Münzen aus {metal} an.',
  'catalog.sell.products.more': 'Alle {metal}-Produkte im Shop',
  'catalog.sell.scrapPath.title': 'Alt-{metal}',
  'catalog.sell.scrapPath.text':
    'Schmuck, Bruchstücke und anderes Altmetall: Feinheit wählen, Gewicht in Gramm eingeben und ein Live-Angebot erhalten.',
  'catalog.sell.scrapPath.link': 'Zum Altgold-Rechner',
  'catalog.sell.howTo.title': 'So verkaufen Sie an uns',
  'catalog.sell.howTo.choose.title': 'Auswählen',
  'catalog.sell.howTo.choose.text':
    'Wählen Sie das Metall, dann die Barren und Münzen oder das Altmetall, das Sie verkaufen möchten, und legen Sie es in den Verkaufswarenkorb.',
  'catalog.sell.howTo.order.title': 'Verkauf abschließen',
  'catalog.sell.howTo.order.text':
    'In der Kasse geben Sie an, wie die Ware zu uns kommt und wohin die Auszahlung geht; die Preise gelten, sobald Sie den Verkauf abschließen.',
  'catalog.sell.howTo.send.title': 'Einsenden oder vorbeibringen',
  'catalog.sell.howTo.send.text':
    'Senden Sie die Ware versichert ein, nutzen Sie die kostenlose Altmetall-Box oder bringen Sie sie in eine unserer Filialen.',
  'catalog.sell.howTo.payout.title': 'Auszahlung',
  'catalog.sell.howTo.payout.text':
    'Nach Prüfung der Ware zahlen wir per Überweisung oder bar in der Filiale aus.',
  'catalog.sell.box.title': 'Die Altmetall-Box',
  'catalog.sell.box.link': 'Berechnen Sie, was Ihr Altmetall wert ist',

  'catalog.wishlist.toggle': '{name} auf der Wunschliste merken',
  'catalog.wishlist.remove': '{name} von der Wunschliste entfernen',
  'catalog.wishlist.removeShort': 'Entfernen',
  'catalog.wishlist.tryLater':
    'Die Wunschliste konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
  'catalog.wishlist.loadFailed':
    'Die Wunschliste konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'catalog.wishlist.count': '{count, plural, one {# Produkt} other {# Produkte}}',
  'catalog.wishlist.empty.title': 'Ihre Wunschliste ist leer',
  'catalog.wishlist.empty.text':
    'Merken Sie Produkte mit dem Herz auf ihrer Seite oder Kachel vor, um sie hier wiederzufinden.',

  'catalog.limitOrder.title': 'Limit-Order erteilen',
  'catalog.limitOrder.text':
    'Eine Limit-Order kauft oder verkauft dieses Produkt selbsttätig, sobald sein Preis Ihr Ziel erreicht. Wir prüfen sie nach jeder Preisaktualisierung, bis sie abläuft; nach der Ausführung erhalten Sie eine E-Mail.',
  'catalog.limitOrder.backToProduct': 'Zurück zum Produkt',
  'catalog.limitOrder.open': 'Limit-Order erteilen',
  'catalog.limitOrder.type': 'Ich möchte',
  'catalog.limitOrder.type.buy': 'Kaufen',
  'catalog.limitOrder.type.sell': 'Verkaufen',
  'catalog.limitOrder.quantity': 'Menge',
  'catalog.limitOrder.targetPrice': 'Ziel-Stückpreis ({currency})',
  'catalog.limitOrder.targetPrice.hint.buy':
    'Ausgeführt, sobald der Preis diesen Betrag erreicht oder unterschreitet. Höchstens 500.000.',
  'catalog.limitOrder.targetPrice.hint.sell':
    'Ausgeführt, sobald der Preis diesen Betrag erreicht oder überschreitet. Höchstens 500.000.',
  'catalog.limitOrder.expiresAt': 'Gültig bis (Datum und Uhrzeit)',
  'catalog.limitOrder.currentPrice': 'Aktueller Stückpreis',
  'catalog.limitOrder.payout': 'Bankverbindung für die Auszahlung',
  'catalog.limitOrder.submit': 'Limit-Order erteilen',
  'catalog.limitOrder.placed': 'Ihre Limit-Order {number} wurde erteilt.',
  'catalog.limitOrder.viewPlaced': 'Im Kundenkonto ansehen',
  'catalog.limitOrder.loginRequired': 'Bitte melden Sie sich an, um eine Limit-Order zu erteilen.',
  'catalog.limitOrder.login': 'Anmelden',
  'catalog.limitOrder.address.title': 'Liefer- und Rechnungsadresse',
  'catalog.limitOrder.address.text':
    'Wird die Limit-Order ausgeführt, entsteht daraus eine Bestellung an Ihre Standard-Liefer- und Rechnungsadresse.',
  'catalog.limitOrder.address.useOne': '{address} als Standardadresse verwenden',
  'catalog.limitOrder.address.choose': 'Welche Adresse soll Ihre Standardadresse werden?',
  'catalog.limitOrder.address.none':
    'Sie haben noch keine Adresse gespeichert. Bitte legen Sie eine in Ihrem Adressbuch an; von dort kommen Sie zu dieser Limit-Order zurück.',
  'catalog.limitOrder.address.add': 'Adresse anlegen',
  'catalog.priceAlert.open': 'Preisalarm setzen',
  'catalog.priceAlert.title': 'Preisalarm',
  'catalog.priceAlert.text': 'Wir senden Ihnen eine E-Mail, sobald der Preis Ihr Ziel erreicht.',
  'catalog.priceAlert.type': 'Preis',
  'catalog.priceAlert.type.buy': 'Kaufpreis bei oder unter',
  'catalog.priceAlert.type.sell': 'Ankaufspreis bei oder über',
  'catalog.priceAlert.target': 'Zielpreis ({currency})',
  'catalog.priceAlert.submit': 'Preisalarm speichern',
  'catalog.priceAlert.saved':
    'Ihr Preisalarm wurde gespeichert. Sie verwalten ihn in Ihrem Kundenkonto.',
  'catalog.availabilityAlert.toggle': 'Benachrichtigen, wenn verfügbar',
  'catalog.availabilityAlert.on':
    'Wir senden Ihnen eine E-Mail, sobald {name} wieder verfügbar ist.',
  'catalog.alert.tryLater':
    'Der Alarm konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',

  'catalog.pricelist.standard': 'Preisliste',
  'catalog.pricelist.duty-free': 'Zollfreie Preisliste',
  'catalog.pricelist.withMetal': '{list}: {metal}',
  'catalog.pricelist.intro.standard':
    'Alle Produkte unseres Sortiments, nach Edelmetall gruppiert.',
  'catalog.pricelist.intro.duty-free':
    'Produkte, die im Zollfreilager liegen: Sie werden dort ohne Einfuhrumsatzsteuer gekauft und verwahrt.',
  'catalog.pricelist.metalNav': 'Edelmetall',
  'catalog.pricelist.allMetals': 'Alle Metalle',
  'catalog.pricelist.otherItems': 'Weitere Artikel',
  'catalog.pricelist.column.product': 'Produkt',
  'catalog.pricelist.column.fineWeight': 'Feingewicht',
  'catalog.pricelist.column.fineness': 'Feinheit',
  'catalog.pricelist.column.availability': 'Verfügbarkeit',
  'catalog.pricelist.column.cart': 'Warenkorb',
  'catalog.pricelist.empty': 'Diese Liste enthält derzeit keine Produkte.',
  'catalog.pricelist.buy': 'In den Warenkorb: 1 × {name}',
  'catalog.pricelist.sell': 'An uns verkaufen: 1 × {name}',
  'catalog.pricelist.perUnit':
    'Preise je Stück; ab größeren Mengen gelten im Warenkorb Staffelpreise.',
};
