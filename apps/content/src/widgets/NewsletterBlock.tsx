import type { BlockProps } from '../features/blocks/types';
import { NewsletterSignup } from '../features/newsletter/components/NewsletterSignup';

/*
 * The newsletter block signs the visitor up in place, with the contact page's form. A module of
 * its own: ContentBlocks loads it only for a page that has the block.
 */
export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  return (
    <div className="content-block content-callout content-newsletter">
      <NewsletterSignup title={block.headline} lead={block.text} />
    </div>
  );
}
