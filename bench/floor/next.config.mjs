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
};

export default nextConfig;
