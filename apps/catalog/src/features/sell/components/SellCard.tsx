import type { ReactNode } from 'react';
import { Card } from '@shop/ui';

/** One kind of thing we buy: what it is, and where to go next. */
export function SellCard({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: ReactNode;
}) {
  return (
    <Card as="article" className="catalog-sell-card">
      <h3 className="catalog-card__title">{title}</h3>
      <p>{text}</p>
      <div className="catalog-sell-card__links">{links}</div>
    </Card>
  );
}
