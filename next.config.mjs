/** The seed's chunk-load timeout; webpack's runtime is the only place it can live. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** How many chunks webpack may split a page's (or a lazy part's) code into, besides its entries. */
const MAX_CHUNK_REQUESTS = 10;

/**
 * `npm run profile:start` builds a second export into out-profile/: React's profiling build
 * (`next build --profile`), source maps, unminified code, and a Profiler around the app (components/app/ProfiledApp.tsx).
 */
const profiling = process.env.PROFILE_BUILD === '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Defined in every build, so that the normal one inlines it and drops the Profiler.
  env: { NEXT_PUBLIC_PROFILED_APP: profiling ? '1' : '0' },
  ...(profiling && {
    distDir: 'out-profile',
    productionBrowserSourceMaps: true,
  }),
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Published as ES modules only; listed so that Jest (through next/jest) compiles it too.
  transpilePackages: ['eventsource-parser'],
  // The type check is `npm run typecheck`, a gate of `npm test` before any test runs; repeating
  // it inside every build costs 10–25 s of the first `npm start` (record 023).
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The layouts' and the page's style sheets written into the HTML: over HTTP/1.1 each was a
    // request that blocked the first paint, queued on six connections (record 051).
    inlineCss: true,
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
  webpack(config, { isServer, dev }) {
    if (!isServer) config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
    // Source maps that no script names: `npm run size` reads what each package and module adds
    // before a first paint from them, and the export's last step moves them out of the site.
    if (!isServer && !dev && !profiling) config.devtool = 'hidden-source-map';
    // Fewer, larger chunks: over HTTP/1.1 on a slow phone network a page's 36 requests queued on
    // six connections (record 044). Six made webpack copy shared modules into two chunks of one
    // page; with ten the first loads share theirs, and the lists measured best (record 050).
    if (!isServer && config.optimization.splitChunks) {
      config.optimization.splitChunks.maxInitialRequests = MAX_CHUNK_REQUESTS;
      config.optimization.splitChunks.maxAsyncRequests = MAX_CHUNK_REQUESTS;
    }
    // The profile names our components: unminified, they keep their names.
    if (profiling && !isServer) config.optimization.minimize = false;
    return config;
  },
};

export default nextConfig;
