import { useIntl } from 'react-intl';
import { Button } from '@shop/ui';

/**
 * The draft in the shop's real layout: the back-office host's /content-preview sends the frame
 * on to the store's shop page with the preview token (the edge lets the back-office alone frame
 * it, and keeps it out of every cache).
 */
export function PreviewFrame({ src, onClose }: { src: string; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const title = t({ id: 'backoffice.content.previewTitle' });
  return (
    <section className="ui-stack ui-stack--sm backoffice-content-preview" aria-label={title}>
      <div className="backoffice-content-actions">
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t({ id: 'backoffice.content.previewClose' })}
        </Button>
      </div>
      <iframe title={title} src={src} className="backoffice-content-preview__frame" />
    </section>
  );
}
