import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Rendered width and height; CSS may override it (buttons size icons to their text). */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right whenever visible text or the surrounding control already names it.
   */
  title?: string;
}

export type Icon = ((props: IconProps) => ReactNode) & { displayName?: string };

/** 24×24 stroke icon drawn with currentColor, so it takes the colour of the text around it. */
export function createIcon(displayName: string, shapes: ReactNode): Icon {
  function IconComponent({ size = 24, title, className, strokeWidth = 1.75, ...rest }: IconProps) {
    const titleId = useId();
    const labelled = title !== undefined && title !== '';
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('ui-icon', className)}
        focusable="false"
        {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
        {...rest}
      >
        {labelled ? <title id={titleId}>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}
