import type { BlockProps } from '../types';

/** A section heading; the story's title is the page's h1, so blocks start at h2. */
export function TitleBlock({ block }: BlockProps<'title'>) {
  const Heading = block.level === 3 ? 'h3' : 'h2';
  return (
    <div className="content-block content-title">
      <Heading>{block.text}</Heading>
      {block.subtitle ? <p className="content-title__subtitle">{block.subtitle}</p> : null}
    </div>
  );
}
