import type { MessageId } from '@shop/i18n';

/** Choices the shop already names: a block's category and metals read as they do in the shop. */
const shopNames: Readonly<Record<string, string>> = {
  category: 'category',
  metal: 'metal',
  metals: 'metal',
};

/** The message naming one choice of a block's field (`provider` `youtube`: “YouTube”). */
export function choiceLabelId(field: string, value: string | number): MessageId {
  const prefix = shopNames[field] ?? `backoffice.content.choice.${field}`;
  return `${prefix}.${value}` as MessageId;
}
