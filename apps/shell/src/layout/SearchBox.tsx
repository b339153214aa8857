import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@shop/router';
import { useLocalizedPath } from '@shop/i18n/react';
import { Button, Input, SearchIcon } from '@shop/ui';

/**
 * A plain GET form to the search page: before the page has hydrated (or without scripts) the
 * browser submits it itself; after, it navigates within the app. The field is uncontrolled, so
 * what was typed into the server's HTML survives hydration.
 */
export function SearchBox() {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${pathTo('search')}?${new URLSearchParams({ q }).toString()}` : pathTo('search'));
  };
  return (
    <form
      role="search"
      className="shell-search"
      method="get"
      action={pathTo('search')}
      onSubmit={submit}
    >
      <label htmlFor={id} className="ui-sr-only">
        {intl.formatMessage({ id: 'header.search.label' })}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        worksWithoutScript
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        autoComplete="off"
      />
      <Button
        type="submit"
        variant="ghost"
        worksWithoutScript
        aria-label={intl.formatMessage({ id: 'header.search.submit' })}
      >
        <SearchIcon />
      </Button>
    </form>
  );
}
