import '../content.css';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { Story } from '@shop/api-client';
import { contentFolder, sectionSlugOf, type PageProps } from '@shop/i18n';
import { useContentArticles } from '@shop/api-client/react';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';
import { ContentNotice } from '../widgets/ContentNotice';
import { LoadFailed } from '../widgets/LoadFailed';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The index letter of a term: Ä files under A, as in a printed German encyclopedia. */
function letterOf(term: string): string {
  const first = term.normalize('NFD').charAt(0).toUpperCase();
  return alphabet.includes(first) ? first : '#';
}

const termOf = (story: Story) =>
  story.content.component === 'menu' ? story.name : story.content.title;

/**
 * The encyclopedia: every entry under its letter, A to Z, the letters as jump links. One call
 * of the largest page the API serves holds the whole reference (30 entries seeded).
 */
export default function EncyclopediaPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const language = match.language;
  const entries = useContentArticles(language, {
    folder: contentFolder('encyclopedia', language),
    perPage: 100,
  });
  usePageMeta(intl.formatMessage({ id: 'content.encyclopedia.title' }));

  if (entries.isPending) return <Skeleton variant="block" />;
  if (entries.isError)
    return (
      <LoadFailed
        className="ui-container content-blog__error"
        message="content.list.loadFailed"
        onRetry={() => void entries.refetch()}
      />
    );
  if (entries.data.stories.length === 0) return <ContentNotice kind="list" />;

  const byLetter = new Map<string, Story[]>();
  const sorted = [...entries.data.stories].sort((a, b) =>
    termOf(a).localeCompare(termOf(b), language),
  );
  for (const story of sorted) {
    const letter = letterOf(termOf(story));
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), story]);
  }
  const letters = [...alphabet, '#'].filter((letter) => letter !== '#' || byLetter.has('#'));

  return (
    <div className="ui-container content-encyclopedia">
      <p className="content-blog__lead">
        {intl.formatMessage({ id: 'content.encyclopedia.lead' })}
      </p>
      <nav aria-label={intl.formatMessage({ id: 'content.encyclopedia.letters' })}>
        <ul className="content-encyclopedia__letters">
          {letters.map((letter) => (
            <li key={letter}>
              {byLetter.has(letter) ? (
                <a href={`#letter-${letter}`}>{letter}</a>
              ) : (
                // A letter without entries stays in place so the alphabet does not jump.
                <span aria-hidden="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {[...byLetter.keys()]
        .sort((a, b) => letters.indexOf(a) - letters.indexOf(b))
        .map((letter) => (
          <section key={letter} id={`letter-${letter}`} aria-labelledby={`letter-${letter}-title`}>
            <h2 id={`letter-${letter}-title`}>{letter}</h2>
            <ul className="content-encyclopedia__entries">
              {byLetter.get(letter)!.map((story) => (
                <li key={story.uuid}>
                  <Link
                    to={pathTo('encyclopediaEntry', {
                      slug: sectionSlugOf('encyclopedia', language, story.path),
                    })}
                  >
                    {termOf(story)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
