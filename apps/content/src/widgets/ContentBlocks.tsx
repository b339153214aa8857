import '../features/blocks/blocks.css';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ContentBlock, ContentBlockComponent } from '@shop/api-client';
import { ArticlesBlock, NewsBlock } from '../features/blocks/components/ArticleTeasers';
import { BannerBlock } from '../features/blocks/components/BannerBlock';
import { ButtonBlock } from '../features/blocks/components/ButtonBlock';
import {
  MetalsPriceChartBlock,
  OldMetalCalculatorBlock,
  ProductCardBlock,
  ProductCarouselBlock,
} from '../features/blocks/components/CatalogBlocks';
import { ContactDataBlock } from '../features/blocks/components/ContactDataBlock';
import { AccordionBlock, FaqBlock } from '../features/blocks/components/DisclosureBlocks';
import { HowToSellBlock } from '../features/blocks/components/HowToSellBlock';
import { CategorySaleBlock } from '../features/blocks/components/LinkOutBlocks';
import { RichText } from '../features/blocks/components/RichText';
import { SliderBlock } from '../features/blocks/components/SliderBlock';
import { StoresListBlock } from '../features/blocks/components/StoresListBlock';
import { TableBlock } from '../features/blocks/components/TableBlock';
import { TitleBlock } from '../features/blocks/components/TitleBlock';
import { VideoBlock } from '../features/blocks/components/VideoBlock';
import type { BlockProps } from '../features/blocks/types';

/*
 * The form blocks bring their forms' code (react-hook-form, the contract's rules: about 16 KiB
 * compressed): only a page that has such a block loads it, not every content page.
 */
const NewsletterBlock = lazy(() =>
  import('./NewsletterBlock').then((m) => ({ default: m.NewsletterBlock })),
);
const WhistleblowerFormBlock = lazy(() =>
  import('./WhistleblowerFormBlock').then((m) => ({ default: m.WhistleblowerFormBlock })),
);

/** Each block type's component; the compiler insists on one for every type of the contract. */
const components: { [C in ContentBlockComponent]: ComponentType<BlockProps<C>> } = {
  title: TitleBlock,
  'rich-text': ({ block }) => <RichText document={block.text} />,
  button: ButtonBlock,
  video: VideoBlock,
  banner: BannerBlock,
  slider: SliderBlock,
  'product-carousel': ProductCarouselBlock,
  'product-card': ProductCardBlock,
  news: NewsBlock,
  articles: ArticlesBlock,
  faq: FaqBlock,
  accordion: AccordionBlock,
  table: TableBlock,
  'stores-list': StoresListBlock,
  'how-to-sell': HowToSellBlock,
  'old-metal-calculator': OldMetalCalculatorBlock,
  'contact-data': ContactDataBlock,
  newsletter: (props) => (
    <Suspense fallback={null}>
      <NewsletterBlock {...props} />
    </Suspense>
  ),
  'whistleblower-form': (props) => (
    <Suspense fallback={null}>
      <WhistleblowerFormBlock {...props} />
    </Suspense>
  ),
  'metals-price-chart': MetalsPriceChartBlock,
  'category-sale': CategorySaleBlock,
};

/**
 * A story's body, block by block. A type this build does not know (a Storyblok space ahead of
 * the shop) renders nothing in production; in development it is pointed out to the editor.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  // A title or a text above it does not make the hero picture any less the page's main one.
  const leading = blocks.findIndex(
    (block) => block.component === 'banner' || block.component === 'slider',
  );
  return (
    <>
      {blocks.map((block, index) => {
        const Component = (
          components as Record<string, ComponentType<{ block: ContentBlock; leading: boolean }>>
        )[block.component];
        if (Component)
          return <Component key={block._uid} block={block} leading={index === leading} />;
        if (process.env.NODE_ENV !== 'production')
          console.warn(`No component renders the content block type "${block.component}"`);
        return null;
      })}
    </>
  );
}
