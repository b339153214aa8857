import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import type {
  RichTextBlock,
  RichTextDocument,
  RichTextInline,
  RichTextListItem,
} from '@shop/api-client';

function Inline({ node }: { node: RichTextInline }) {
  if (node.type === 'hard_break') return <br />;
  let content: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') content = <strong>{content}</strong>;
    else if (mark.type === 'italic') content = <em>{content}</em>;
    else
      content = mark.attrs.href.startsWith('/') ? (
        <Link to={mark.attrs.href}>{content}</Link>
      ) : (
        <a href={mark.attrs.href}>{content}</a>
      );
  }
  return <>{content}</>;
}

const inlines = (nodes: RichTextInline[] | undefined) =>
  (nodes ?? []).map((node, index) => <Inline key={index} node={node} />);

function Item({ item }: { item: RichTextListItem }) {
  return (
    <li>
      {item.content.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </li>
  );
}

function Block({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{inlines(block.content)}</p>;
    case 'heading': {
      // The page title is the h1, so document headings start one level below it.
      const Heading = `h${block.attrs.level}` as 'h2' | 'h3' | 'h4';
      return <Heading>{inlines(block.content)}</Heading>;
    }
    case 'bullet_list':
    case 'ordered_list': {
      const List = block.type === 'bullet_list' ? 'ul' : 'ol';
      return (
        <List>
          {block.content.map((item, index) => (
            <Item key={index} item={item} />
          ))}
        </List>
      );
    }
    case 'blockquote':
      return (
        <blockquote>
          {block.content.map((child, index) => (
            <Block key={index} block={child} />
          ))}
        </blockquote>
      );
  }
}

/** A rich-text document of the content system as semantic HTML. */
export function RichText({ document }: { document: RichTextDocument }) {
  return (
    <div className="content-rich-text">
      {document.content.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
