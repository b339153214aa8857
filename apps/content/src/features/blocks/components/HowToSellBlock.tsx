import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BlockButtonLink } from './BlockLink';
import type { BlockProps } from '../types';

/** The steps of selling to the dealer, in order. */
export function HowToSellBlock({ block }: BlockProps<'how-to-sell'>) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="content-block content-how-to-sell" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <ol className="content-how-to-sell__steps">
        {block.steps.map((step, index) => (
          <li key={step._uid}>
            <span className="content-how-to-sell__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>
              <span className="ui-sr-only">
                {intl.formatMessage({ id: 'content.howToSell.step' }, { index: index + 1 })}:{' '}
              </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      {block.link && block.linkLabel ? (
        <BlockButtonLink href={block.link}>{block.linkLabel}</BlockButtonLink>
      ) : null}
    </section>
  );
}
