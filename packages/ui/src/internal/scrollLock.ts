/**
 * Page scroll lock shared by every open dialog. Counted, so closing a nested dialog does not
 * unlock the page while its parent is still open.
 */
let locks = 0;

export const SCROLL_LOCK_CLASS = 'ui-scroll-lock';

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    // Hiding the scrollbar widens the page; padding by its width keeps the layout from jumping.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.setProperty('--ui-scrollbar-compensation', `${Math.max(0, scrollbar)}px`);
    root.classList.add(SCROLL_LOCK_CLASS);
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.classList.remove(SCROLL_LOCK_CLASS);
      root.style.removeProperty('--ui-scrollbar-compensation');
    }
  };
}
