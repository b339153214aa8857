import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '@shop/i18n/react';
import { Button, Input, SearchIcon } from '@shop/ui';

export function SearchBox() {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `${pathTo('search')}?${new URLSearchParams({ q }).toString()}` : pathTo('search'));
  };
  return (
    <form role="search" className="shell-search" onSubmit={submit}>
      <label htmlFor={id} className="ui-sr-only">
        {intl.formatMessage({ id: 'header.search.label' })}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        autoComplete="off"
      />
      <Button
        type="submit"
        variant="ghost"
        aria-label={intl.formatMessage({ id: 'header.search.submit' })}
      >
        <SearchIcon />
      </Button>
    </form>
  );
}
