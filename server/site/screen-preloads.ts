/**
 * A signed-in screen's code is a chunk of its own that its page asks for (`lazyScreen`), so a
 * browser would learn of it only once the page's scripts have run: a round trip and the whole
 * evaluation later. The export step names those scripts in the page's HTML instead, as preloads,
 * so they download beside the page's first scripts, and writes the screen's style sheets into
 * the HTML (decision 051): over HTTP/1.1 each sheet was a request queued on six connections.
 */

/**
 * Next's `react-loadable-manifest.json`: every `import()` of the app, keyed `importer -> request`
 * (a build file of Next's own, not an API: decision 053).
 */
export type LoadableManifest = Record<string, { files: string[] }>;

// `app/(protected)/phone/request/page.tsx -> @/components/…` is the page of `/phone/request/`.
const PAGE_IMPORT = /^app\/(.+)\/page\.tsx -> /;

/**
 * What each page of the export should preload, by its HTML file (`phone/request/index.html`):
 * the files its page's own `import()`s load (route groups such as `(protected)` are not part of
 * the path).
 */
export function pagePreloads(manifest: LoadableManifest): (html: string) => string[] {
  const byPage = new Map<string, string[]>();
  for (const [key, { files }] of Object.entries(manifest)) {
    const page = PAGE_IMPORT.exec(key);
    if (!page) continue;
    const route = page[1]
      .split('/')
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/');
    const html = route ? `${route}/index.html` : 'index.html';
    byPage.set(html, [...(byPage.get(html) ?? []), ...files]);
  }
  return (html) => [...new Set(byPage.get(html) ?? [])];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with the screen's `files` (paths under `/_next/`) that it does not name already, placed
 * at the end of its head, after the scripts of its first load: a script as a preload, a style
 * sheet written in, as a `<style data-href>` of its own. Webpack's loader of the chunk's sheets
 * looks for that exact `data-href` and then asks for nothing; Next's own inline block names its
 * sheets together, so a sheet in both is written twice.
 */
export function withScreenPreloads(
  html: string,
  files: string[],
  sheet: (file: string) => string,
): string {
  const tags = files
    .filter((file) => !html.includes(`"/_next/${file}"`))
    .map((file) => {
      const href = escape(`/_next/${file}`);
      if (!file.endsWith('.css')) {
        // Low, as Next's own scripts are: over HTTP/1.1 a preload of high priority would take a
        // connection before the first load's scripts, which the page needs first.
        return `<link rel="preload" as="script" fetchpriority="low" href="${href}"/>`;
      }
      const rules = sheet(file);
      if (/<\/style/i.test(rules)) throw new Error(`${file} cannot be written into a page`);
      return `<style data-href="${href}">${rules}</style>`;
    })
    .join('');
  if (!tags) return html;
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('A page of the export has no </head>');
  return html.slice(0, end) + tags + html.slice(end);
}

/** Every page reads the run-time settings before its first API request (`lib/browser/config.ts`). */
export const CONFIG_PRELOAD =
  '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"/>';

/**
 * The page with `config.json` preloaded before its stylesheets and scripts: its API requests
 * wait for it, and `fetch` uses the preloaded answer whatever its cache mode.
 */
export function withFirstRequests(html: string): string {
  if (html.includes(CONFIG_PRELOAD)) return html;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('A page of the export has no <head>');
  const firstLink = html.indexOf('<link', head.index);
  const end = html.indexOf('</head>');
  const at = firstLink >= 0 && firstLink < end ? firstLink : end;
  return html.slice(0, at) + CONFIG_PRELOAD + html.slice(at);
}
