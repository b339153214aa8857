import type {
  RichTextBlock,
  RichTextDocument,
  RichTextInline,
  RichTextListItem,
  RichTextMark,
} from '@shop/api-client/contract';

/*
 * The seed files are written in a small markup so the texts stay readable in review:
 * one string per paragraph; `## ` and `### ` start headings, lines starting with `- ` or `1. `
 * make a list, `> ` a quote; inline `**bold**`, `*italic*` and `[label](href)`.
 * It becomes the rich-text document of the content schema.
 */

const inlinePattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g;

function inline(text: string): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  const push = (value: string, marks?: RichTextMark[]) => {
    if (value) nodes.push({ type: 'text', text: value, ...(marks ? { marks } : {}) });
  };
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    push(text.slice(last, match.index));
    if (match[1] !== undefined) push(match[1], [{ type: 'bold' }]);
    else if (match[2] !== undefined) push(match[2], [{ type: 'italic' }]);
    else push(match[3]!, [{ type: 'link', attrs: { href: match[4]! } }]);
    last = match.index + match[0].length;
  }
  push(text.slice(last));
  return nodes;
}

function paragraphOrList(source: string): RichTextBlock {
  if (source.startsWith('### '))
    return { type: 'heading', attrs: { level: 3 }, content: inline(source.slice(4)) };
  if (source.startsWith('## '))
    return { type: 'heading', attrs: { level: 2 }, content: inline(source.slice(3)) };
  if (source.startsWith('> '))
    return {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: inline(source.slice(2)) }],
    };
  const lines = source.split('\n');
  const bullet = lines.every((line) => line.startsWith('- '));
  const ordered = lines.every((line) => /^\d+\. /.test(line));
  if (bullet || ordered) {
    return {
      type: ordered ? 'ordered_list' : 'bullet_list',
      content: lines.map((line): RichTextListItem => ({
        type: 'list_item',
        content: [{ type: 'paragraph', content: inline(line.replace(/^(- |\d+\. )/, '')) }],
      })),
    };
  }
  return { type: 'paragraph', content: inline(source) };
}

export const doc = (...paragraphs: string[]): RichTextDocument => ({
  type: 'doc',
  content: paragraphs.map(paragraphOrList),
});

/** Arrays whose entries carry a block id besides the blocks themselves. */
const itemKeys = new Set(['items', 'steps', 'children']);

/**
 * Block ids are derived from the story and the block's place, so re-running the seed writes the
 * same tree and a diff of two seeds shows only real changes.
 */
export function withUids<T>(prefix: string, value: T): T {
  let counter = 0;
  const visit = (node: unknown, key: string | undefined, inArray: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, key, true));
    if (node && typeof node === 'object') {
      const object = Object.fromEntries(
        Object.entries(node).map(([k, v]) => [k, visit(v, k, false)] as const),
      );
      const isItem = inArray && key !== undefined && itemKeys.has(key);
      return 'component' in object || isItem
        ? { _uid: `${prefix}-${(counter += 1)}`, ...object }
        : object;
    }
    return node;
  };
  return visit(value, undefined, false) as T;
}

export const richText = (...paragraphs: string[]) => ({
  component: 'rich-text' as const,
  text: doc(...paragraphs),
});
