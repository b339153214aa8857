import '../content.css';
import { useConfirmNewsletter } from '@shop/api-client/react';
import { NewsletterLinkPage } from '../features/newsletter/components/NewsletterLinkPage';

/** The double opt-in: the link of the confirmation mail lands here. */
export default function NewsletterConfirmPage() {
  return (
    <NewsletterLinkPage
      mutation={useConfirmNewsletter()}
      texts={{
        pending: 'content.newsletter.confirming',
        done: 'content.newsletter.confirmed',
        doneText: 'content.newsletter.confirmedText',
      }}
    />
  );
}
