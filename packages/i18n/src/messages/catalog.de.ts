import type { TranslationOf } from './table-types';
import type { catalogEn } from './catalog';

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
