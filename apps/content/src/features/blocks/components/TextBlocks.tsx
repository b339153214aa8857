import type { ContentBlock } from '@shop/api-client';
import { RichText } from './RichText';

/**
 * The text blocks of a story's body (title and rich text). Blocks of the other types are left
 * out here until their components exist, rather than shown broken.
 */
export function TextBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        if (block.component === 'title') {
          const Heading = block.level === 3 ? 'h3' : 'h2';
          return <Heading key={block._uid}>{block.text}</Heading>;
        }
        if (block.component === 'rich-text')
          return <RichText key={block._uid} document={block.text} />;
        return null;
      })}
    </>
  );
}
