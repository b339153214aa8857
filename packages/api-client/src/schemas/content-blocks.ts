import * as v from 'valibot';
import { categoryKeys } from './category';
import { preciousMetals } from './product';
import { TextSchema } from './text';

/*
 * The content system's component tree: every block an editor can place on a page, with its
 * schema. The API refuses a story whose tree does not match; the content remote renders exactly
 * these shapes. Names and the rich-text document follow Storyblok's conventions (`_uid`,
 * `component`, ProseMirror-style rich text), so a Storyblok space delivers the same trees.
 */

const required = (schema: typeof TextSchema) =>
  v.pipe(schema, v.trim(), v.minLength(1, 'must not be empty'));
const Text = v.pipe(required(TextSchema), v.maxLength(500, 'must be at most 500 characters'));
const LongText = v.pipe(required(TextSchema), v.maxLength(5000, 'must be at most 5000 characters'));

const UidSchema = v.pipe(TextSchema, v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a block id'));

/** Where a button or banner leads: a shop path, an https address, mail or phone. */
export const ContentHrefSchema = v.pipe(
  TextSchema,
  v.regex(/^(\/(?!\/)\S*|https:\/\/\S+|mailto:\S+|tel:\+?[0-9 ]+)$/, 'must be a link'),
  v.maxLength(2000, 'must be at most 2000 characters'),
);

export const ContentImageSchema = v.object({
  /** A shop path (`/api/...`, `/images/...`) or an https address of the asset store. */
  src: ContentHrefSchema,
  alt: v.pipe(TextSchema, v.maxLength(300, 'must be at most 300 characters')),
});

// ---------------------------------------------------------------------------------------------
// Rich text: a document of paragraphs, headings, lists and quotes with bold, italic and links.

export type RichTextMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };
export type RichTextInline =
  { type: 'text'; text: string; marks?: RichTextMark[] } | { type: 'hard_break' };
export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: RichTextInline[] }
  | { type: 'bullet_list' | 'ordered_list'; content: RichTextListItem[] }
  | { type: 'blockquote'; content: RichTextBlock[] };
export type RichTextListItem = { type: 'list_item'; content: RichTextBlock[] };
export type RichTextDocument = { type: 'doc'; content: RichTextBlock[] };

const RichTextMarkSchema = v.variant('type', [
  v.strictObject({ type: v.literal('bold') }),
  v.strictObject({ type: v.literal('italic') }),
  v.strictObject({ type: v.literal('link'), attrs: v.strictObject({ href: ContentHrefSchema }) }),
]);

const RichTextInlineSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('text'),
    text: v.pipe(TextSchema, v.minLength(1, 'must not be empty')),
    marks: v.optional(v.array(RichTextMarkSchema)),
  }),
  v.strictObject({ type: v.literal('hard_break') }),
]);

const RichTextBlockSchema: v.GenericSchema<RichTextBlock> = v.lazy(() =>
  v.variant('type', [
    v.strictObject({
      type: v.literal('paragraph'),
      content: v.optional(v.array(RichTextInlineSchema)),
    }),
    v.strictObject({
      type: v.literal('heading'),
      attrs: v.strictObject({ level: v.picklist([2, 3, 4]) }),
      content: v.optional(v.array(RichTextInlineSchema)),
    }),
    v.strictObject({
      type: v.picklist(['bullet_list', 'ordered_list']),
      content: v.pipe(v.array(RichTextListItemSchema), v.minLength(1, 'must not be empty')),
    }),
    v.strictObject({
      type: v.literal('blockquote'),
      content: v.pipe(v.array(RichTextBlockSchema), v.minLength(1, 'must not be empty')),
    }),
  ]),
);

const RichTextListItemSchema: v.GenericSchema<RichTextListItem> = v.strictObject({
  type: v.literal('list_item'),
  content: v.pipe(v.array(v.lazy(() => RichTextBlockSchema)), v.minLength(1, 'must not be empty')),
});

export const RichTextSchema: v.GenericSchema<RichTextDocument> = v.strictObject({
  type: v.literal('doc'),
  content: v.pipe(v.array(RichTextBlockSchema), v.minLength(1, 'must not be empty')),
});

// ---------------------------------------------------------------------------------------------
// Blocks

const block = <TComponent extends string, TEntries extends v.ObjectEntries>(
  component: TComponent,
  entries: TEntries,
) => v.strictObject({ _uid: UidSchema, component: v.literal(component), ...entries });

const limit = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));
const FolderSchema = v.pipe(
  TextSchema,
  v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a folder path'),
);

export const chartTimespans = ['1w', '6m', '1y'] as const;

export const TitleBlockSchema = block('title', {
  text: Text,
  /** Heading level; the page title itself is the story's, so blocks start at h2. */
  level: v.optional(v.picklist([2, 3])),
  subtitle: v.optional(Text),
});

export const RichTextBlockComponentSchema = block('rich-text', { text: RichTextSchema });

export const ButtonBlockSchema = block('button', {
  label: Text,
  link: ContentHrefSchema,
  variant: v.optional(v.picklist(['primary', 'secondary'])),
});

/** A video of YouTube or Vimeo, embedded with their player. */
export const EmbeddedVideoBlockSchema = block('video', {
  provider: v.picklist(['youtube', 'vimeo']),
  videoId: v.pipe(TextSchema, v.regex(/^[A-Za-z0-9_-]{6,20}$/, 'must be a video id')),
  title: Text,
});

/** A shop path (`/api/media/...`) or an https address of the asset store, of one file type. */
const mediaFile = (extensions: string, message: string) =>
  v.pipe(
    ContentHrefSchema,
    v.regex(new RegExp(`^(/(?!/)|https://)\\S+\\.(${extensions})$`), message),
  );

/** A clip the shop serves itself, played by the browser's own player. */
export const HostedVideoBlockSchema = block('video', {
  provider: v.literal('self-hosted'),
  src: mediaFile('mp4|webm', 'must be an mp4 or webm video'),
  /** The still shown before the clip plays. */
  poster: v.optional(mediaFile('jpg|png|webp', 'must be a jpg, png or webp image')),
  title: Text,
});

export const VideoBlockSchema = v.variant('provider', [
  EmbeddedVideoBlockSchema,
  HostedVideoBlockSchema,
]);

export const BannerBlockSchema = block('banner', {
  headline: Text,
  text: v.optional(LongText),
  image: ContentImageSchema,
  link: v.optional(ContentHrefSchema),
  linkLabel: v.optional(Text),
});

export const SliderBlockSchema = block('slider', {
  slides: v.pipe(v.array(BannerBlockSchema), v.minLength(1, 'must have a slide')),
  /** Seconds per slide; 0 or absent: the visitor moves on. */
  autoplaySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))),
});

export const ProductCarouselBlockSchema = v.pipe(
  block('product-carousel', {
    headline: Text,
    category: v.optional(v.picklist(categoryKeys)),
    skus: v.optional(v.pipe(v.array(Text), v.maxLength(24))),
    limit: v.optional(limit(24)),
  }),
  v.check(
    (b) => b.category !== undefined || (b.skus?.length ?? 0) > 0,
    'must name a category or products',
  ),
);

export const ProductCardBlockSchema = block('product-card', { sku: Text });

export const NewsBlockSchema = block('news', {
  headline: Text,
  /** The folder whose articles it lists, `news` unless a sub-folder is wanted. */
  folder: FolderSchema,
  limit: limit(12),
});

export const ArticlesBlockSchema = block('articles', {
  headline: Text,
  folder: FolderSchema,
  tag: v.optional(Text),
  limit: limit(12),
});

export const FaqBlockSchema = block('faq', {
  headline: Text,
  items: v.pipe(
    v.array(v.strictObject({ _uid: UidSchema, question: Text, answer: RichTextSchema })),
    v.minLength(1, 'must have a question'),
  ),
});

export const AccordionBlockSchema = block('accordion', {
  headline: v.optional(Text),
  items: v.pipe(
    v.array(v.strictObject({ _uid: UidSchema, title: Text, content: RichTextSchema })),
    v.minLength(1, 'must have an item'),
  ),
});

export const TableBlockSchema = v.pipe(
  block('table', {
    caption: Text,
    head: v.pipe(v.array(Text), v.minLength(1), v.maxLength(10)),
    rows: v.pipe(v.array(v.array(v.pipe(TextSchema, v.maxLength(500)))), v.minLength(1)),
  }),
  v.check(
    (b) => b.rows.every((row) => row.length === b.head.length),
    'every row must have as many cells as the head',
  ),
);

export const StoresListBlockSchema = block('stores-list', {
  headline: Text,
  /** ISO country whose branches it lists; all branches when absent. */
  country: v.optional(v.picklist(['AT', 'DE', 'CH', 'LI', 'US'])),
});

export const HowToSellBlockSchema = block('how-to-sell', {
  headline: Text,
  steps: v.pipe(
    v.array(v.strictObject({ _uid: UidSchema, title: Text, text: LongText })),
    v.minLength(1, 'must have a step'),
  ),
  link: v.optional(ContentHrefSchema),
  linkLabel: v.optional(Text),
});

export const OldMetalCalculatorBlockSchema = block('old-metal-calculator', {
  headline: Text,
  metals: v.pipe(v.array(v.picklist(preciousMetals)), v.minLength(1, 'must name a metal')),
});

export const ContactDataBlockSchema = block('contact-data', {
  headline: Text,
  company: Text,
  street: Text,
  postalCode: Text,
  city: Text,
  country: v.pipe(TextSchema, v.regex(/^[A-Z]{2}$/, 'must be an ISO country code')),
  phone: v.pipe(TextSchema, v.regex(/^\+[0-9 ]{6,20}$/, 'must be an international phone number')),
  email: v.pipe(TextSchema, v.email('must be an e-mail address')),
  openingHours: v.array(v.strictObject({ days: Text, hours: Text })),
});

export const NewsletterBlockSchema = block('newsletter', { headline: Text, text: LongText });

export const WhistleblowerFormBlockSchema = block('whistleblower-form', {
  headline: Text,
  intro: LongText,
});

export const MetalsPriceChartBlockSchema = block('metals-price-chart', {
  headline: Text,
  metal: v.picklist(preciousMetals),
  timespan: v.picklist(chartTimespans),
});

export const CategorySaleBlockSchema = block('category-sale', {
  headline: Text,
  category: v.picklist(categoryKeys),
  text: LongText,
  image: v.optional(ContentImageSchema),
});

/** Every block a page, article or error content may hold. */
export const ContentBlockSchema = v.variant('component', [
  TitleBlockSchema,
  RichTextBlockComponentSchema,
  ButtonBlockSchema,
  VideoBlockSchema,
  BannerBlockSchema,
  SliderBlockSchema,
  ProductCarouselBlockSchema,
  ProductCardBlockSchema,
  NewsBlockSchema,
  ArticlesBlockSchema,
  FaqBlockSchema,
  AccordionBlockSchema,
  TableBlockSchema,
  StoresListBlockSchema,
  HowToSellBlockSchema,
  OldMetalCalculatorBlockSchema,
  ContactDataBlockSchema,
  NewsletterBlockSchema,
  WhistleblowerFormBlockSchema,
  MetalsPriceChartBlockSchema,
  CategorySaleBlockSchema,
]);
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;
export type ContentBlockComponent = ContentBlock['component'];

export const contentBlockComponents = ContentBlockSchema.options.map((option) => {
  // The video block is itself a variant, by provider; every option is the same component.
  const first = 'options' in option ? option.options[0] : option;
  return 'pipe' in first
    ? first.pipe[0].entries.component.literal
    : first.entries.component.literal;
}) as ContentBlockComponent[];

const BodySchema = v.array(ContentBlockSchema);

// ---------------------------------------------------------------------------------------------
// Story contents: the root component of a story.

/** A page of the catch-all, the home page, an error page's content. */
export const PageContentSchema = block('page', {
  title: Text,
  description: v.optional(Text),
  body: BodySchema,
});

/** A blog post, news item, knowledge-hub article, encyclopedia entry or press release. */
export const ArticleContentSchema = block('article', {
  title: Text,
  teaser: LongText,
  image: v.optional(ContentImageSchema),
  author: v.optional(Text),
  body: BodySchema,
});

const MenuLinkSchema = v.strictObject({ _uid: UidSchema, label: Text, link: ContentHrefSchema });

/** The main navigation (CmsMenu): top-level entries with optional sub-entries. */
export const MenuContentSchema = block('menu', {
  items: v.pipe(
    v.array(
      v.strictObject({
        ...MenuLinkSchema.entries,
        children: v.optional(v.array(MenuLinkSchema)),
      }),
    ),
    v.minLength(1, 'must have an entry'),
  ),
});

export const StoryContentSchema = v.variant('component', [
  PageContentSchema,
  ArticleContentSchema,
  MenuContentSchema,
]);
export type StoryContent = v.InferOutput<typeof StoryContentSchema>;
export type PageContent = v.InferOutput<typeof PageContentSchema>;
export type ArticleContent = v.InferOutput<typeof ArticleContentSchema>;
export type MenuContent = v.InferOutput<typeof MenuContentSchema>;
