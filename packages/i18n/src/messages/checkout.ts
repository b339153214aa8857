import type { TranslationOf } from '../message-ids';

export const checkoutEn = {
  'checkout.cart.tabs': 'Carts',
  'checkout.cart.buy': 'Buy cart',
  'checkout.cart.sell': 'Sell cart',
  'checkout.cart.buy.empty': 'Your buy cart is empty.',
  'checkout.cart.sell.empty': 'Your sell cart is empty.',
  'checkout.cart.buy.emptyText':
    'Choose coins and bars in the shop; the price follows the metal spot price.',
  'checkout.cart.sell.emptyText': 'Tell us what you want to sell: bullion, coins or scrap gold.',
  'checkout.cart.toShop': 'Go to the shop',
  'checkout.cart.toSell': 'Sell to us',
  'checkout.steps': 'Checkout steps',
  'checkout.step.select': 'Select',
  'checkout.step.cart': 'Cart',
  'checkout.step.myData': 'My data',
  'checkout.step.deliveryPayment': 'Delivery and payment',
  'checkout.step.review': 'Review',
  'checkout.step.confirmation': 'Confirmation',
  'checkout.nothing':
    'There is nothing to check out: your {type, select, sell {sell} other {buy}} cart is empty.',
  'checkout.toCart': 'Back to the cart',
  'checkout.confirmation.none': 'No order has been placed in this browser session.',
  'checkout.confirmation.noneText': 'Your orders are confirmed here right after you place them.',
};

export const checkoutDe: TranslationOf<typeof checkoutEn> = {
  'checkout.cart.tabs': 'Warenkörbe',
  'checkout.cart.buy': 'Kaufwarenkorb',
  'checkout.cart.sell': 'Verkaufswarenkorb',
  'checkout.cart.buy.empty': 'Ihr Kaufwarenkorb ist leer.',
  'checkout.cart.sell.empty': 'Ihr Verkaufswarenkorb ist leer.',
  'checkout.cart.buy.emptyText':
    'Wählen Sie Münzen und Barren im Shop; der Preis folgt dem Edelmetall-Spotpreis.',
  'checkout.cart.sell.emptyText':
    'Sagen Sie uns, was Sie verkaufen möchten: Barren, Münzen oder Altgold.',
  'checkout.cart.toShop': 'Zum Shop',
  'checkout.cart.toSell': 'Zum Ankauf',
  'checkout.steps': 'Schritte der Bestellung',
  'checkout.step.select': 'Auswahl',
  'checkout.step.cart': 'Warenkorb',
  'checkout.step.myData': 'Meine Daten',
  'checkout.step.deliveryPayment': 'Lieferung und Zahlung',
  'checkout.step.review': 'Überprüfung',
  'checkout.step.confirmation': 'Bestätigung',
  'checkout.nothing':
    'Es gibt nichts zu bestellen: Ihr {type, select, sell {Verkaufswarenkorb} other {Kaufwarenkorb}} ist leer.',
  'checkout.toCart': 'Zurück zum Warenkorb',
  'checkout.confirmation.none': 'In dieser Browsersitzung wurde keine Bestellung aufgegeben.',
  'checkout.confirmation.noneText':
    'Ihre Bestellungen werden hier direkt nach dem Absenden bestätigt.',
};
