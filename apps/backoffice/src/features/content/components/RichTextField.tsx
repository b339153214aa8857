import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { RichTextDocument } from '@shop/api-client';
import type { RichTextEditorProps } from './RichTextEditor';

/** Tiptap and ProseMirror in a chunk of their own, fetched when a rich-text field shows. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function RichTextField(props: RichTextEditorProps & { value: RichTextDocument }) {
  const t = useIntl().formatMessage;
  return (
    <Suspense
      fallback={<p className="ui-text-muted">{t({ id: 'backoffice.content.richText.loading' })}</p>}
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
