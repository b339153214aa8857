import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/ChevronDown';
import { cx } from '../internal/cx';
import { NeedsScript } from '@shop/app-state';

export interface AccordionItem {
  /** Stable key; also the value in expanded/onExpandedChange. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several sections may be open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** Controlled list of open ids. */
  expanded?: readonly string[];
  defaultExpanded?: readonly string[];
  onExpandedChange?: (expanded: string[]) => void;
  /** Level of the heading wrapping each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** WAI-ARIA accordion: each header is a button in a heading that shows/hides a labelled region. */
export function Accordion({
  items,
  multiple = false,
  expanded,
  defaultExpanded = [],
  onExpandedChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultExpanded);
  const open = expanded ?? uncontrolled;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((x) => x !== id) : multiple ? [...open, id] : [id];
    if (expanded === undefined) setUncontrolled(next);
    onExpandedChange?.(next);
  };

  return (
    <div className={cx('ui-accordion', className)}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const triggerId = `${baseId}-trigger-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div
            key={item.id}
            className={cx('ui-accordion__item', isOpen && 'ui-accordion__item--open')}
          >
            <Heading className="ui-accordion__heading">
              <NeedsScript>
                {(disabled) => (
                  <button
                    type="button"
                    id={triggerId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    className="ui-accordion__trigger"
                    disabled={disabled}
                    onClick={() => toggle(item.id)}
                  >
                    <span>{item.title}</span>
                    <ChevronDownIcon className="ui-accordion__icon" />
                  </button>
                )}
              </NeedsScript>
            </Heading>
            <div
              role="region"
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className="ui-accordion__panel"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
