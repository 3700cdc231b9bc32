/**
 * A lazily loaded chunk's style sheet, loaded before React hears of it.
 *
 * Next's webpack runtime hands the sheet of a chunk loaded later (the notifications' container,
 * the calendar, a deferred dialog) to the app router through `_N_E_STYLE_LOAD`, which renders it
 * at once as a React style sheet resource and resolves. React then holds every commit until the
 * sheet has loaded, keystrokes included: a controlled field gets its last rendered value back
 * after each key, so the keys typed in that moment are lost (decision 049). Loaded first, as the
 * `<link>` React looks for, the sheet is adopted as already loaded and holds nothing; the chunk
 * waits for it instead of the page. A seam into Next's internals: decision 053.
 */

type StyleLoad = (href: string) => Promise<void>;

/**
 * Wraps the app router's style loader, now or when the app router sets it: the order in which
 * the two modules start is Next's to choose.
 */
export function loadLazyStylesFirst() {
  const scope = globalThis as { _N_E_STYLE_LOAD?: unknown };
  const wrap = (handOver: unknown) =>
    typeof handOver === 'function'
      ? (href: string) => sheetLoaded(href).then(() => (handOver as StyleLoad)(href))
      : handOver;
  let current = wrap(scope._N_E_STYLE_LOAD);
  Object.defineProperty(scope, '_N_E_STYLE_LOAD', {
    configurable: true,
    get: () => current,
    set: (handOver: unknown) => {
      current = wrap(handOver);
    },
  });
}

/** Inserts the sheet as React's own resources look (after the last of its precedence). */
function sheetLoaded(href: string): Promise<void> {
  const selector = `link[rel="stylesheet"][data-precedence][href="${CSS.escape(href)}"]`;
  if (document.querySelector(selector)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.precedence = 'next';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`Не загрузился файл стилей ${href}`));
    };
    const last = [...document.querySelectorAll('link[rel="stylesheet"][data-precedence]')].at(-1);
    if (last) last.after(link);
    else document.head.append(link);
  });
}
