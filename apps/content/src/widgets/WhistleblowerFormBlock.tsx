import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useLocalizedPath } from '@shop/i18n/react';
import { ReportForm } from '../features/whistleblower/components/ReportForm';
import type { BlockProps } from '../features/blocks/types';

/*
 * The whistleblower block files a report in place, with the whistleblower system's form. A
 * module of its own: ContentBlocks loads it only for a page that has the block.
 */
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
