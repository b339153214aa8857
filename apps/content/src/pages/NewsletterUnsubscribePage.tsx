import '../content.css';
import { useUnsubscribeNewsletter } from '@shop/api-client/react';
import { NewsletterLinkPage } from '../features/newsletter/components/NewsletterLinkPage';

/** The unsubscribe link every newsletter mail carries lands here. */
export default function NewsletterUnsubscribePage() {
  return (
    <NewsletterLinkPage
      mutation={useUnsubscribeNewsletter()}
      texts={{
        pending: 'content.newsletter.unsubscribing',
        done: 'content.newsletter.unsubscribed',
        doneText: 'content.newsletter.unsubscribedText',
      }}
    />
  );
}
