import '../content.css';
import { useIntl } from 'react-intl';
import { Button } from '@shop/ui';
import { ComponentStory } from './ComponentStory';

export interface NewShopWelcomeProps {
  /** Closes the shell's dialog this widget is shown in. */
  onClose: () => void;
}

/**
 * The welcome on a visitor's first visit to the new shop, as editors wrote it
 * (`components/new-shop-welcome`), or the built-in text. The shell's dialog gives it its title.
 */
export default function NewShopWelcome({ onClose }: NewShopWelcomeProps) {
  const intl = useIntl();
  return (
    <div className="content-welcome">
      <ComponentStory
        slug="new-shop-welcome"
        untitled
        fallback={<p>{intl.formatMessage({ id: 'content.welcome.text' })}</p>}
      />
      <div className="content-welcome__actions">
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'content.welcome.start' })}
        </Button>
      </div>
    </div>
  );
}
