import {
  CONFIG_PRELOAD,
  pagePreloads,
  withFirstRequests,
  withScreenPreloads,
} from './screen-preloads';

const manifest = {
  'app/(protected)/workers/page.tsx -> @/components/workers/WorkersScreen': {
    files: ['static/chunks/7578-a.js', 'static/chunks/916.b.js', 'static/css/c.css'],
  },
  'app/(protected)/phone/request/page.tsx -> @/components/phone-requests/PhoneRequestScreen': {
    files: ['static/chunks/12.d.js'],
  },
  // Imports made by components, not by a page, are loaded when someone asks for them.
  'components/shell/LazyNotifications.tsx -> ./NotificationsHost': {
    files: ['static/chunks/99.e.js'],
  },
};

const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${scripts
    .map((src) => `<script src="/_next/${src}" async=""></script>`)
    .join('')}</head><body><main></main></body></html>`;

describe('screen preloads', () => {
  it("gives a screen's page its screen's chunks, found without route groups, and nothing else", () => {
    const preloads = pagePreloads(manifest);
    expect(preloads('workers/index.html')).toEqual([
      'static/chunks/7578-a.js',
      'static/chunks/916.b.js',
      'static/css/c.css',
    ]);
    expect(preloads('phone/request/index.html')).toEqual(['static/chunks/12.d.js']);
    expect(preloads('auth/login/index.html')).toEqual([]);
    expect(preloads('workers/index.html')).not.toContain('static/chunks/99.e.js');
  });

  const sheet = (file: string) => `.from-${file.replace(/\W/g, '-')}{color:red}`;

  it('names in the head only what the page does not load already, and writes its sheets in', () => {
    const html = withScreenPreloads(
      page(['static/chunks/7578-a.js']),
      ['static/chunks/7578-a.js', 'static/chunks/916.b.js', 'static/css/c.css'],
      sheet,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/916.b.js"/>',
    );
    // Under the exact name webpack's loader of the chunk's sheets looks for.
    expect(head).toContain(
      '<style data-href="/_next/static/css/c.css">.from-static-css-c-css{color:red}</style>',
    );
    expect(head).not.toContain('<link rel="preload" as="style"');
    expect(html.match(/7578-a\.js/g)).toHaveLength(1);
    // After the first load's scripts: those come first.
    expect(head.indexOf('916.b.js')).toBeGreaterThan(head.indexOf('7578-a.js'));
  });

  it('writes in a sheet that Next already inlined among others, and refuses one that ends the tag', () => {
    const inlined =
      '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/css/a.css ' +
      '/_next/static/css/c.css">.a{}.c{}</style></head><body></body></html>';
    expect(withScreenPreloads(inlined, ['static/css/c.css'], sheet)).toContain(
      '<style data-href="/_next/static/css/c.css">',
    );
    expect(() =>
      withScreenPreloads(inlined, ['static/css/d.css'], () => '.d{}</style><script>'),
    ).toThrow('static/css/d.css');
  });

  it('leaves a page alone when there is nothing to add, and a second pass adds nothing', () => {
    const html = page(['static/chunks/1.js']);
    expect(withScreenPreloads(html, [], sheet)).toBe(html);
    const once = withScreenPreloads(html, ['static/chunks/2.js', 'static/css/c.css'], sheet);
    expect(withScreenPreloads(once, ['static/chunks/2.js', 'static/css/c.css'], sheet)).toBe(once);
  });

  it('asks for config.json before the stylesheets and scripts, once', () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
      '<script src="/_next/static/chunks/1.js" async=""></script></head><body></body></html>';
    const once = withFirstRequests(html);
    expect(once.indexOf(CONFIG_PRELOAD)).toBeLessThan(once.indexOf('/a.css'));
    expect(once.indexOf(CONFIG_PRELOAD)).toBeGreaterThan(once.indexOf('charSet'));
    expect(withFirstRequests(once)).toBe(once);
  });
});
