export { ApiClientProvider, useApiClient } from './provider';
export {
  productKeys,
  contentKeys,
  priceKeys,
  customerKeys,
  cartKeys,
  quoteKeys,
  checkoutKeys,
  branchKeys,
  wishlistKeys,
  orderKeys,
  depositKeys,
  limitOrderKeys,
  alertKeys,
  sessionScopedKeys,
  staleUntilNextRecalculation,
} from './query-keys';
export { searchProductsQueryOptions, useProductSearch } from './products/search-products';
export { productIdentifiersQueryOptions, useProductIdentifiers } from './products/get-identifiers';
export { categoriesQueryOptions, useCategories } from './products/get-categories';
export {
  contentComponentQueryOptions,
  contentPageQueryOptions,
  useContentComponent,
  useContentPage,
} from './content/get-content-page';
export {
  contentArticlesQueryOptions,
  contentTagsQueryOptions,
  useContentArticles,
  useContentTags,
} from './content/get-content-articles';
export {
  metalPricesQueryOptions,
  useMetalPrices,
  usePricesUnchangedSince,
} from './prices/get-metal-prices';
export { metalSnapshotsQueryOptions, useMetalSnapshots } from './prices/get-metal-snapshots';
export { productPricesQueryOptions, useProductPrices } from './prices/get-product-prices';
export {
  shippingMethodsQueryOptions,
  useShippingMethods,
  paymentMethodsQueryOptions,
  usePaymentMethods,
  branchesQueryOptions,
  useBranches,
} from './checkout/get-checkout-options';
export {
  allBranchesQueryOptions,
  useAllBranches,
  branchQueryOptions,
  useBranch,
  publicSettingsQueryOptions,
  usePublicSettings,
} from './branches/get-branches';
export {
  useSendContact,
  useSubmitWhistleblow,
  useOpenWhistleblowCase,
  useAddWhistleblowInformation,
  useSubscribeNewsletter,
  useConfirmNewsletter,
  useUnsubscribeNewsletter,
} from './application/application';
export {
  wishlistQueryOptions,
  useWishlist,
  useAddToWishlist,
  useRemoveFromWishlist,
} from './wishlist/wishlist';
export {
  ordersQueryOptions,
  useOrders,
  orderQueryOptions,
  useOrder,
  useCreateOrder,
  useCancelOrder,
  useOfferDecision,
  useOrderLookupCode,
  useOrderLookup,
} from './orders/orders';
export {
  depositsQueryOptions,
  useDeposit,
  useDepositHistory,
  useOpenDeposit,
  useSellFromDeposit,
} from './deposits/deposits';
export {
  limitOrdersQueryOptions,
  useLimitOrders,
  limitOrderQueryOptions,
  useLimitOrder,
  usePlaceLimitOrder,
  useUpdateLimitOrder,
  useCancelLimitOrder,
} from './limit-orders/limit-orders';
export {
  priceAlertsQueryOptions,
  usePriceAlerts,
  useCreatePriceAlert,
  useDeletePriceAlert,
  availabilityAlertsQueryOptions,
  useAvailabilityAlerts,
  useToggleAvailabilityAlert,
} from './alerts/alerts';
export * from './session';
export * from './carts';
