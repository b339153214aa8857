import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Lets a
 * heavy part of a page (the rates chart with echarts) wait until the customer scrolls to it.
 * A browser without IntersectionObserver shows it at once; a server render never does (the
 * browser decides after hydration).
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
