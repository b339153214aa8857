import type { JSONContent } from '@tiptap/react';
import type { RichTextDocument } from '@shop/api-client';

/*
 * The content store keeps rich text as Storyblok does (ProseMirror JSON with snake_case node
 * names: bullet_list, list_item, hard_break); Tiptap names them in camelCase. These convert one
 * into the other, keeping only what the content schema allows (paragraphs, headings 2 to 4,
 * lists, quotes; bold, italic, links by href).
 */

const toTiptapType: Record<string, string> = {
  bullet_list: 'bulletList',
  ordered_list: 'orderedList',
  list_item: 'listItem',
  hard_break: 'hardBreak',
};
const fromTiptapType: Record<string, string> = Object.fromEntries(
  Object.entries(toTiptapType).map(([ours, theirs]) => [theirs, ours]),
);

type Node = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Node[];
  text?: string;
  marks?: Node[];
};

function convert(node: Node, names: Record<string, string>, fromEditor: boolean): Node | null {
  const type = names[node.type] ?? node.type;
  if (type === 'text') {
    if (!node.text) return null;
    const marks = (node.marks ?? []).flatMap((mark): Node[] => {
      if (mark.type === 'bold' || mark.type === 'italic') return [{ type: mark.type }];
      if (mark.type === 'link' && typeof mark.attrs?.href === 'string')
        return [{ type: 'link', attrs: { href: mark.attrs.href } }];
      return [];
    });
    return marks.length > 0 ? { type, text: node.text, marks } : { type, text: node.text };
  }
  const result: Node = { type };
  if (type === 'heading') {
    const level = Number(node.attrs?.level ?? 2);
    result.attrs = { level: fromEditor ? Math.min(4, Math.max(2, level)) : level };
  }
  if (node.content) {
    const content = node.content.flatMap((child) => convert(child, names, fromEditor) ?? []);
    if (content.length > 0 || type !== 'paragraph') result.content = content;
  }
  return result;
}

export function toTiptap(doc: RichTextDocument): JSONContent {
  return convert(doc as Node, toTiptapType, false) as JSONContent;
}

export function fromTiptap(json: JSONContent): RichTextDocument {
  const doc = convert(json as Node, fromTiptapType, true) as RichTextDocument;
  return doc.content && doc.content.length > 0
    ? doc
    : { type: 'doc', content: [{ type: 'paragraph' }] };
}
