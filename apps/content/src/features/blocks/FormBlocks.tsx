import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@shop/i18n/react';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { ReportForm } from '../whistleblower/ReportForm';
import type { BlockProps } from './types';

/*
 * Blocks that carry a form of their own: the visitor signs up or files a report where the
 * editors placed the block, with the same forms as the contact page and the whistleblower system.
 */

export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  return (
    <div className="content-block content-callout content-newsletter">
      <NewsletterSignup title={block.headline} lead={block.text} />
    </div>
  );
}

export function WhistleblowerFormBlock({ block }: BlockProps<'whistleblower-form'>) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  return (
    <section
      className="content-block content-callout content-whistleblower"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{block.headline}</h2>
      <p>{block.intro}</p>
      <ReportForm />
      {/* Answers to a report are read with its case code, which only the system's page takes. */}
      <p>
        <Link to={pathTo('whistleblower')}>
          {intl.formatMessage({ id: 'content.blocks.whistleblower.followUp' })}
        </Link>
      </p>
    </section>
  );
}
