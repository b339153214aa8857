import type { ShopRemoteName } from './remotes';
import { priceTypes, type Language } from './stores';

export type Layout = 'default' | 'minimal' | 'checkout';
export type GuardName = 'cart' | 'myAccount' | 'pricelist';

/**
 * Path patterns: literal segments, `:name` for one segment, and a final `*name` for a slug
 * of any depth (captured with its slashes).
 */
export interface RouteDef<Id extends string = RouteId> {
  id: Id;
  remote: ShopRemoteName;
  /** Exposed module of the remote, e.g. './ProductPage'. */
  module: string;
  paths: Record<Language, string>;
  /** Further paths that render the same page (never used to build links). */
  aliases?: Partial<Record<Language, readonly string[]>>;
  layout: Layout;
  guard?: GuardName;
  /** Allowed values of a parameter; anything else is a route validation failure. */
  allowed?: Record<string, readonly string[]>;
  parent?: Id;
  /** False where the page draws its own top (home, content pages); otherwise the shell frames it. */
  frame?: false;
}

/**
 * An account page. Its id and parent stay literal types, so `RouteId` names it and the table's
 * check below rejects a parent that is no route.
 */
const account = <const Id extends string, const Parent extends string | null = 'account'>(
  id: Id,
  module: string,
  de: string,
  en: string,
  options: { parent?: Parent; aliases?: string[] } = {},
): Omit<RouteDef<string>, 'id' | 'parent'> & {
  id: Id;
  parent?: NoInfer<NonNullable<Parent>> | 'account';
} => {
  const parent = options.parent === undefined ? 'account' : options.parent;
  return {
    id,
    remote: 'account',
    module,
    // The spec names German account paths as subpaths of /my-account; the short form is an alias.
    paths: { de: `/my-account${de}`, en: `/en/my-account${en}` },
    aliases: { de: [de, ...(options.aliases ?? [])] },
    layout: 'default',
    guard: 'myAccount',
    ...(parent === null ? {} : { parent }),
  };
};

const routeTable = [
  {
    id: 'home',
    remote: 'content',
    module: './HomePage',
    paths: { de: '/', en: '/en' },
    layout: 'default',
    frame: false,
  },
  {
    id: 'cart',
    remote: 'checkout',
    module: './CartPage',
    paths: { de: '/warenkorb', en: '/en/cart' },
    layout: 'default',
    guard: 'cart',
  },
  {
    id: 'login',
    remote: 'account',
    module: './LoginPage',
    paths: { de: '/login', en: '/en/login' },
    layout: 'default',
  },
  {
    id: 'search',
    remote: 'catalog',
    module: './SearchPage',
    paths: { de: '/suche', en: '/en/search' },
    layout: 'default',
  },
  {
    id: 'register',
    remote: 'account',
    module: './RegisterPage',
    paths: { de: '/registrierung', en: '/en/register' },
    layout: 'default',
  },
  {
    id: 'wishlist',
    remote: 'catalog',
    module: './WishlistPage',
    paths: { de: '/wunschliste', en: '/en/wishlist' },
    layout: 'default',
  },
  {
    id: 'blog',
    remote: 'content',
    module: './BlogPage',
    paths: { de: '/blog', en: '/en/blog' },
    layout: 'default',
  },
  {
    id: 'blogArticle',
    remote: 'content',
    module: './BlogArticlePage',
    paths: { de: '/blog/:slug', en: '/en/blog/:slug' },
    layout: 'default',
    parent: 'blog',
  },
  {
    id: 'contact',
    remote: 'content',
    module: './ContactPage',
    paths: { de: '/kontakt', en: '/en/contact-us' },
    layout: 'default',
  },
  {
    id: 'news',
    remote: 'content',
    module: './NewsPage',
    paths: { de: '/news', en: '/en/news' },
    layout: 'default',
  },
  {
    id: 'newsArticle',
    remote: 'content',
    module: './NewsArticlePage',
    paths: { de: '/news/*slug', en: '/en/news/*slug' },
    layout: 'default',
    parent: 'news',
  },
  {
    id: 'sellToUs',
    remote: 'catalog',
    module: './SellToUsPage',
    paths: { de: '/ankauf', en: '/en/sell-to-us' },
    layout: 'default',
  },
  {
    id: 'shop',
    remote: 'catalog',
    module: './ShopPage',
    paths: { de: '/shop', en: '/en/shop' },
    layout: 'default',
  },
  {
    id: 'scrapMetals',
    remote: 'catalog',
    module: './ScrapMetalsPage',
    paths: { de: '/shop/altgold-ankauf', en: '/en/shop/scrap-metals' },
    layout: 'default',
    parent: 'shop',
  },
  {
    id: 'shopCategory',
    remote: 'catalog',
    module: './ShopPage',
    paths: { de: '/shop/:slug', en: '/en/shop/:slug' },
    layout: 'default',
    parent: 'shop',
  },
  {
    id: 'maintenance',
    remote: 'content',
    module: './MaintenancePage',
    paths: { de: '/maintenance', en: '/en/maintenance' },
    layout: 'minimal',
  },
  {
    id: 'activateUser',
    remote: 'account',
    module: './ActivateUserPage',
    paths: { de: '/activate-user', en: '/en/activate-user' },
    layout: 'default',
  },
  {
    id: 'resetPassword',
    remote: 'account',
    module: './ResetPasswordPage',
    paths: { de: '/passwort-zuruecksetzen', en: '/en/reset-password' },
    layout: 'default',
  },
  {
    // The link of the e-mail change mail (issue 26): confirms the new address, signed in or not.
    id: 'confirmEmailChange',
    remote: 'account',
    module: './ConfirmEmailChangePage',
    paths: { de: '/e-mail-bestaetigen', en: '/en/confirm-email' },
    layout: 'default',
  },
  {
    id: 'forgotPassword',
    remote: 'account',
    module: './ForgotPasswordPage',
    paths: { de: '/passwort-vergessen', en: '/en/forgot-password' },
    layout: 'default',
  },
  {
    // A guest finds an order by its number, e-mail and a mailed code (issue 25); the order
    // confirmation mail links here.
    id: 'orderLookup',
    remote: 'account',
    module: './OrderLookupPage',
    paths: { de: '/bestellung-finden', en: '/en/find-order' },
    layout: 'default',
  },
  {
    // The final offer mail's link (issue 25): a sale's changed payout, accepted or declined with
    // the link's `offerToken`, signed in or not.
    id: 'orderOffer',
    remote: 'account',
    module: './OrderOfferPage',
    paths: { de: '/angebot/:slug', en: '/en/offer/:slug' },
    layout: 'default',
  },
  {
    // Spec 2 names the stores list without a path; it sits above the detail path.
    id: 'stores',
    remote: 'content',
    module: './StoresPage',
    paths: { de: '/filialen', en: '/en/stores' },
    layout: 'default',
  },
  {
    id: 'storeDetail',
    remote: 'content',
    module: './StoreDetailPage',
    paths: { de: '/filialen/:slug', en: '/en/stores/:slug' },
    layout: 'default',
    parent: 'stores',
  },
  {
    // The links of the newsletter mails (double opt-in, unsubscribe); spec 2 shows no path.
    id: 'newsletterConfirm',
    remote: 'content',
    module: './NewsletterConfirmPage',
    paths: { de: '/newsletter/bestaetigen', en: '/en/newsletter/confirm' },
    layout: 'default',
  },
  {
    id: 'newsletterUnsubscribe',
    remote: 'content',
    module: './NewsletterUnsubscribePage',
    paths: { de: '/newsletter/abmelden', en: '/en/newsletter/unsubscribe' },
    layout: 'default',
  },
  {
    id: 'consulate',
    remote: 'content',
    module: './ConsulatePage',
    paths: { de: '/oe-konsulat-sg', en: '/en/oe-konsulat-sg' },
    layout: 'minimal',
  },
  {
    id: 'whistleblower',
    remote: 'content',
    module: './WhistleblowerPage',
    paths: { de: '/hinweisgebersystem', en: '/en/hinweisgebersystem' },
    layout: 'minimal',
  },
  {
    id: 'product',
    remote: 'catalog',
    module: './ProductPage',
    paths: { de: '/produkt/:slug', en: '/en/product/:slug' },
    layout: 'default',
    parent: 'shop',
  },
  {
    id: 'productLimitOrder',
    remote: 'catalog',
    module: './LimitOrderPage',
    paths: { de: '/produkt/:slug/limit-order', en: '/en/product/:slug/limit-order' },
    layout: 'default',
    parent: 'product',
  },
  {
    id: 'pricelist',
    remote: 'catalog',
    module: './PricelistPage',
    paths: { de: '/preisliste/*slug', en: '/en/pricelist/*slug' },
    layout: 'default',
    guard: 'pricelist',
  },
  {
    // The knowledge hub's articles; spec 2 lists only its article paths, this is their parent.
    id: 'knowledgeHub',
    remote: 'content',
    module: './KnowledgeHubPage',
    paths: { de: '/wissen', en: '/en/knowledge-hub' },
    layout: 'default',
  },
  {
    id: 'knowledgeHubArticle',
    remote: 'content',
    module: './KnowledgeArticlePage',
    paths: { de: '/wissen/:slug', en: '/en/knowledge-hub/:slug' },
    layout: 'default',
    parent: 'knowledgeHub',
  },
  {
    id: 'encyclopedia',
    remote: 'content',
    module: './EncyclopediaPage',
    paths: { de: '/wissen/enzyklopaedie', en: '/en/knowledge-hub/encyclopedia' },
    layout: 'default',
    parent: 'knowledgeHub',
  },
  {
    id: 'encyclopediaEntry',
    remote: 'content',
    module: './EncyclopediaEntryPage',
    paths: { de: '/wissen/enzyklopaedie/:slug', en: '/en/knowledge-hub/encyclopedia/:slug' },
    layout: 'default',
    parent: 'encyclopedia',
  },
  {
    id: 'pressReleases',
    remote: 'content',
    module: './PressReleasesPage',
    paths: {
      de: '/ueber-uns/presse/presseaussendungen',
      en: '/en/ueber-uns/presse/presseaussendungen',
    },
    layout: 'default',
  },
  {
    id: 'pressRelease',
    remote: 'content',
    module: './PressReleasePage',
    paths: {
      de: '/ueber-uns/presse/presseaussendungen/:slug',
      en: '/en/ueber-uns/presse/presseaussendungen/:slug',
    },
    layout: 'default',
    parent: 'pressReleases',
  },
  {
    id: 'checkout',
    remote: 'checkout',
    module: './CheckoutPage',
    paths: { de: '/checkout/:transactionType', en: '/en/checkout/:transactionType' },
    layout: 'checkout',
    allowed: { transactionType: priceTypes },
    guard: 'cart',
  },
  {
    id: 'checkoutConfirmation',
    remote: 'checkout',
    module: './ConfirmationPage',
    paths: {
      de: '/checkout/:transactionType/bestaetigung',
      en: '/en/checkout/:transactionType/confirmation',
    },
    layout: 'checkout',
    allowed: { transactionType: priceTypes },
  },
  account('account', './AccountOverviewPage', '/kundenkonto', '', {
    parent: null,
    aliases: ['/my-account'],
  }),
  account('orders', './OrdersPage', '/kundenkonto/bestelluebersicht', '/orders'),
  account(
    'orderDetail',
    './OrderDetailPage',
    '/kundenkonto/bestelluebersicht/:slug',
    '/orders/:slug',
    { parent: 'orders' },
  ),
  account('deposit', './DepositPage', '/kundenkonto/depotverwaltung', '/deposit'),
  account('profile', './ProfilePage', '/kundenkonto/meine-daten', '/profile'),
  account('addresses', './AddressesPage', '/kundenkonto/adressen', '/addresses'),
  account('limitOrders', './LimitOrdersPage', '/kundenkonto/limit-order', '/limit-order'),
  account(
    'limitOrderDetail',
    './LimitOrderDetailPage',
    '/kundenkonto/limit-order/:slug',
    '/limit-order/:slug',
    { parent: 'limitOrders' },
  ),
  // Not in the spec's account table: price and availability alerts (issue 12) get their own page.
  account('alerts', './AlertsPage', '/kundenkonto/benachrichtigungen', '/alerts'),
  account('deleteAccount', './DeleteAccountPage', '/kundenkonto/loeschen', '/delete-account'),
  account('security', './SecurityPage', '/kundenkonto/sicherheit', '/security'),
  {
    id: 'contentPage',
    remote: 'content',
    module: './ContentPage',
    paths: { de: '/*slug', en: '/en/*slug' },
    layout: 'default',
    frame: false,
  },
] as const satisfies readonly RouteDef<string>[];

/** Every route id of the table; `getRoute('logn')` fails typecheck. */
export type RouteId = (typeof routeTable)[number]['id'];

/** The table; assigning it here checks that every `parent` names a route. */
export const routes: readonly RouteDef[] = routeTable;

export const routeById: ReadonlyMap<RouteId, RouteDef> = new Map(routes.map((r) => [r.id, r]));

export function getRoute(id: RouteId): RouteDef {
  const route = routeById.get(id);
  if (!route) throw new Error(`Unknown route: ${id}`);
  return route;
}

/** The route and its ancestors from the home page down, for breadcrumbs. */
export function routeTrail(id: RouteId): RouteDef[] {
  const trail: RouteDef[] = [];
  for (
    let route: RouteDef | undefined = getRoute(id);
    route;
    route = route.parent ? getRoute(route.parent) : undefined
  ) {
    trail.unshift(route);
  }
  if (trail[0]?.id !== 'home') trail.unshift(getRoute('home'));
  return trail;
}
