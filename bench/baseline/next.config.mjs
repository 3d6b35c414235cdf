/**
 * The benchmark's bare page, built apart from the store with the same installed `next`: the
 * cheapest answer this Next version can give on this machine, which `npm run bench` compares the
 * storefront's pages against (bench/run.mjs). Nothing here ships with the store.
 */
const config = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
};

export default config;
