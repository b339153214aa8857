import type { ContentBlock, ContentBlockComponent } from '@shop/api-client';

/** The props of the component of one block type: the block as its schema delivers it. */
export type BlockProps<C extends ContentBlockComponent> = {
  block: Extract<ContentBlock, { component: C }>;
  /** The story's first block with a picture (banner, slider): the page's main one, loaded first. */
  leading?: boolean;
};
