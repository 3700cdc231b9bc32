/**
 * The floor of `npm run lighthouse`: a bare Next.js export built with this project's own `next`,
 * `react` and `react-dom`, exported the way the site is (static export, trailing slashes, webpack).
 * Our screens are measured against it in the same run.
 */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Source maps that no script names, as the site's: `npm run size` reads the floor's packages.
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev) config.devtool = 'hidden-source-map';
    return config;
  },
};

export default nextConfig;
