import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Input, SearchIcon } from '@shop/ui';

/**
 * The page's own search field; it starts with the current term so it can be refined. A plain GET
 * form to this page: the browser submits it before hydration; the field is uncontrolled, so what
 * was typed then survives hydration, and it starts afresh (its key) when the term changes.
 */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (text: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className="catalog-search" method="get" onSubmit={submit}>
      <label htmlFor={id} className="ui-field__label">
        {intl.formatMessage({ id: 'catalog.search.label' })}
      </label>
      <div className="catalog-search__row">
        <Input
          id={id}
          type="search"
          name="q"
          key={initial}
          defaultValue={initial}
          worksWithoutScript
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
        />
        <Button
          type="submit"
          variant="secondary"
          worksWithoutScript
          iconStart={<SearchIcon size={18} />}
        >
          {intl.formatMessage({ id: 'catalog.search.submit' })}
        </Button>
      </div>
    </form>
  );
}
