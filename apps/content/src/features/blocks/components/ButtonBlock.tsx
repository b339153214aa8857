import { BlockButtonLink } from './BlockLink';
import type { BlockProps } from '../types';

export function ButtonBlock({ block }: BlockProps<'button'>) {
  return (
    <p className="content-block content-button">
      <BlockButtonLink href={block.link} variant={block.variant ?? 'primary'}>
        {block.label}
      </BlockButtonLink>
    </p>
  );
}
