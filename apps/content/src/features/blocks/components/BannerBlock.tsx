import { BlockButtonLink } from './BlockLink';
import type { BlockProps } from '../types';

/** A picture with a headline, a text and a way on. */
export function BannerBlock({
  block,
  headingLevel = 2,
  leading = false,
}: BlockProps<'banner'> & { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="content-block content-banner">
      <img
        className="content-banner__image"
        src={block.image.src}
        alt={block.image.alt}
        {...(leading ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      />
      <div className="content-banner__body">
        <Heading className="content-banner__headline">{block.headline}</Heading>
        {block.text ? <p>{block.text}</p> : null}
        {block.link && block.linkLabel ? (
          <BlockButtonLink href={block.link}>{block.linkLabel}</BlockButtonLink>
        ) : null}
      </div>
    </section>
  );
}
