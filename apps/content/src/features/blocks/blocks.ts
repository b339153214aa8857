/**
 * The blocks the content remote can render today. Content pages carry their body as a block
 * list; blocks of a type not listed here are skipped rather than shown broken.
 */
export type ContentBlock =
  { type: 'heading'; text: string; level?: 2 | 3 } | { type: 'text'; text: string };

function isBlock(value: unknown): value is ContentBlock {
  if (typeof value !== 'object' || value === null) return false;
  const { type, text } = value as { type?: unknown; text?: unknown };
  return (type === 'heading' || type === 'text') && typeof text === 'string';
}

export function contentBlocks(body: unknown): ContentBlock[] {
  const list = Array.isArray(body) ? body : (body as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(list) ? list.filter(isBlock) : [];
}
