import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False at first, true once the browser has an idle moment after the mount: a part below the
 * fold (the pages of a list, the cards past the first screenful) is drawn then, in slices, not
 * in the render that brings the rows.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
