import { startTransition, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts to be drawn, so that a scroll finds it ready. */
const AHEAD = '0px 0px 200px 0px';

/**
 * A ref for a part's place, and whether that place has come into view (or near it) once. A chart
 * below the fold is then drawn when someone scrolls to it, not while the screen starts. Drawn in
 * a transition, in slices. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const place = ref.current;
    if (seen || !place) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- nothing to wait for
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setSeen(true));
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
