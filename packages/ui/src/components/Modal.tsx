import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/Close';
import { cx } from '../internal/cx';
import { tabbableElements } from '../internal/focus';
import { lockScroll } from '../internal/scrollLock';
import { IconButton } from './IconButton';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button; the parent then sets open=false. */
  onClose: () => void;
  /** Visible heading; it names the dialog. */
  title: ReactNode;
  /** Accessible name of the close button, e.g. "Close" / "Schließen". */
  closeLabel: string;
  /** Short text under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom, typically Buttons. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; defaults to the first focusable element in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false for decisions that must not be dismissed by a stray click (price confirmation). */
  closeOnBackdrop?: boolean;
  className?: string;
}

/** Modal dialog rendered into document.body. Nothing is rendered while closed. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

/** Dialogs currently open, innermost last: only the innermost one traps focus. */
const openDialogs: HTMLElement[] = [];

function ModalDialog({
  onClose,
  title,
  closeLabel,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Read through refs so a parent re-rendering with a new onClose does not re-run the open
  // effect (which would move focus back to the start of the dialog).
  const onCloseRef = useRef(onClose);
  const initialFocus = useRef(initialFocusRef);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    openDialogs.push(panel);

    const initial =
      initialFocus.current?.current ??
      (contentRef.current ? tabbableElements(contentRef.current)[0] : undefined) ??
      closeRef.current ??
      panel;
    initial.focus();

    // Focus can also leave by mouse or assistive technology, not only by Tab; pull it back.
    const onFocusIn = (event: FocusEvent) => {
      if (openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (tabbableElements(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(panel);
      if (index !== -1) openDialogs.splice(index, 1);
      unlock();
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per opening: ModalDialog is mounted exactly while the dialog is open.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so an outer dialog (React events bubble through portals) stays open.
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = tabbableElements(panelRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="ui-modal" onKeyDown={onKeyDown}>
      <div
        className="ui-modal__backdrop"
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('ui-modal__panel', `ui-modal__panel--${size}`, className)}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <IconButton
            ref={closeRef}
            label={closeLabel}
            icon={<CloseIcon />}
            className="ui-modal__close"
            onClick={() => onCloseRef.current()}
          />
        </div>
        {description ? (
          <p id={descriptionId} className="ui-modal__description">
            {description}
          </p>
        ) : null}
        <div ref={contentRef} className="ui-modal__content">
          <div className="ui-modal__body">{children}</div>
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
