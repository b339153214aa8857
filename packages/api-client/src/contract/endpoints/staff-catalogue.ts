import { errorCodes } from '../../schemas/error';
import {
  StaffPricePreviewBodySchema,
  StaffProductImageAltBodySchema,
  StaffProductImageOrderBodySchema,
  StaffProductImageParamsSchema,
  StaffProductImageUploadBodySchema,
  StaffPricePreviewSchema,
  StaffProductListQuerySchema,
  StaffProductListSchema,
  StaffProductSchema,
  StaffProductUpdateBodySchema,
  StaffSkuParamsSchema,
} from '../../staff/schemas/staff-catalogue';
import { endpoint } from '../endpoint';

const tag = 'Staff catalogue';
const access = 'staff';
const permission = 'catalogue';

const scope =
  'Texts, attributes, categories, stock, availability and publishing hold in every store and ' +
  'need `catalogue` for every store; premium and spread need it for the store they are set in ' +
  '(403 staff_store_not_allowed otherwise).';

/** The back-office's catalogue (issue 26, item 1). */
export const staffCatalogueEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/products',
    summary: 'Search and filter the products, published or not, in the curated order',
    description:
      'Filters by `q` (SKU, name in either language, manufacturer or series, in part), category, ' +
      'metal, availability and `published`; 50 per page.',
    tag,
    access,
    permission,
    query: StaffProductListQuerySchema,
    answer: { status: 200, schema: StaffProductListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/staff/products/{sku}',
    summary: 'Read one product with its prices per store and its audit entries',
    description:
      'Prices only of the stores where the member holds `catalogue`: the inputs of the engine ' +
      '(the product’s own premium and spread there, and those in effect) and the price of one unit.',
    tag,
    access,
    permission,
    params: StaffSkuParamsSchema,
    answer: { status: 200, schema: StaffProductSchema },
    errors: { 404: [errorCodes.productNotFound] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff/products/{sku}',
    summary:
      'Change a product: texts, attributes, categories, stock, availability, publishing, prices',
    description:
      'A partial update in one transaction with its audit entry (values before and after). Texts, ' +
      'stock, availability and publishing reach the shop at once (listings, search, product ' +
      'page); premium and spread (`prices`, per store; null drops the product’s own) at the next ' +
      'recalculation. Unpublishing turns the open limit orders on the product Inactive. ' +
      scope,
    tag,
    access,
    permission,
    params: StaffSkuParamsSchema,
    body: StaffProductUpdateBodySchema,
    answer: { status: 200, schema: StaffProductSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.productNotFound],
    },
  }),
  pricePreview: endpoint({
    method: 'POST',
    path: '/staff/products/{sku}/price-preview',
    summary: 'Preview the buy and sell prices proposed premiums and spreads would make',
    description:
      'Runs the price engine on the proposal at the last recalculation’s spot; saves nothing. ' +
      'Needs `catalogue` for each store of the proposal.',
    tag,
    access,
    permission,
    params: StaffSkuParamsSchema,
    body: StaffPricePreviewBodySchema,
    answer: { status: 200, schema: StaffPricePreviewSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.productNotFound],
    },
  }),
  addImage: endpoint({
    method: 'POST',
    path: '/staff/products/{sku}/images',
    summary: 'Upload a picture of a product, placed after its others',
    description:
      'A JPEG, PNG or WebP picture as base64 (`data`, at most 700 KiB of bytes) with its alt ' +
      'text in both languages. The API keeps the original and a WebP of at most 800 × 800 px ' +
      '(twice the 400 px the shop draws pictures at), served at a content-named address. ' +
      'Pictures hold in every store. ' +
      scope,
    tag,
    access,
    permission,
    params: StaffSkuParamsSchema,
    body: StaffProductImageUploadBodySchema,
    answer: { status: 201, schema: StaffProductSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.productNotFound],
      413: [errorCodes.productImageTooLarge],
      415: [errorCodes.productImageTypeNotSupported],
    },
  }),
  orderImages: endpoint({
    method: 'PUT',
    path: '/staff/products/{sku}/images/order',
    summary: "Put a product's pictures in a new order",
    description:
      'Names every one of the product’s pictures once; the first is the shop’s main one.',
    tag,
    access,
    permission,
    params: StaffSkuParamsSchema,
    body: StaffProductImageOrderBodySchema,
    answer: { status: 200, schema: StaffProductSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.productNotFound],
      409: [errorCodes.productImageOrderMismatch],
    },
  }),
  updateImage: endpoint({
    method: 'PUT',
    path: '/staff/products/{sku}/images/{imageId}',
    summary: "Change a product picture's alt text in German and English",
    tag,
    access,
    permission,
    params: StaffProductImageParamsSchema,
    body: StaffProductImageAltBodySchema,
    answer: { status: 200, schema: StaffProductSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.productNotFound, errorCodes.productImageNotFound],
    },
  }),
  deleteImage: endpoint({
    method: 'DELETE',
    path: '/staff/products/{sku}/images/{imageId}',
    summary: 'Remove a picture from a product',
    tag,
    access,
    permission,
    params: StaffProductImageParamsSchema,
    answer: { status: 200, schema: StaffProductSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.productNotFound, errorCodes.productImageNotFound],
    },
  }),
};
