import { useId } from 'react';
import { Accordion } from '@shop/ui';
import { RichText } from './RichText';
import type { BlockProps } from '../types';

/** Questions and answers; several may be open at once, as a reader compares answers. */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  const headingId = useId();
  return (
    <section className="content-block content-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <Accordion
        multiple
        headingLevel={3}
        items={block.items.map((item) => ({
          id: item._uid,
          title: item.question,
          content: <RichText document={item.answer} />,
        }))}
      />
    </section>
  );
}

export function AccordionBlock({ block }: BlockProps<'accordion'>) {
  const items = block.items.map((item) => ({
    id: item._uid,
    title: item.title,
    content: <RichText document={item.content} />,
  }));
  return (
    <div className="content-block content-accordion">
      {block.headline ? <h2>{block.headline}</h2> : null}
      <Accordion headingLevel={block.headline ? 3 : 2} items={items} />
    </div>
  );
}
