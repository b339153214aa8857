import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Input, SearchIcon } from '@shop/ui';

/** The page's own search field; it starts with the current term so it can be refined. */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (text: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="catalog-search" onSubmit={submit}>
      <label htmlFor={id} className="ui-field__label">
        {intl.formatMessage({ id: 'catalog.search.label' })}
      </label>
      <div className="catalog-search__row">
        <Input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" iconStart={<SearchIcon size={18} />}>
          {intl.formatMessage({ id: 'catalog.search.submit' })}
        </Button>
      </div>
    </form>
  );
}
