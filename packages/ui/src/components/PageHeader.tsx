import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  /** Introductory sentence under the title. */
  lead?: ReactNode;
  /** Small overline above the title, e.g. the product category. */
  eyebrow?: ReactNode;
  /** Slot above the title, normally a Breadcrumb. */
  breadcrumb?: ReactNode;
  /** Page-level actions beside the title. */
  actions?: ReactNode;
  /** Id for the h1, e.g. so the main landmark can be labelled by it. */
  titleId?: string;
}

export function PageHeader({
  title,
  lead,
  eyebrow,
  breadcrumb,
  actions,
  titleId,
  className,
  ...rest
}: PageHeaderProps) {
  return (
    <header {...rest} className={cx('ui-page-header', className)}>
      {breadcrumb ? <div className="ui-page-header__breadcrumb">{breadcrumb}</div> : null}
      <div className="ui-page-header__row">
        <div className="ui-page-header__text">
          {eyebrow ? <div className="ui-eyebrow ui-page-header__eyebrow">{eyebrow}</div> : null}
          <h1 id={titleId} className="ui-page-header__title">
            {title}
          </h1>
          {lead ? <p className="ui-page-header__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="ui-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
