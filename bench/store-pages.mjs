/**
 * The store pages the benchmarks measure, read from the running store's public API: home, listing,
 * one product (the first in stock with pictures), the newest blog post, the blog list and the first
 * CMS page. `budget`: the speed targets apply to it (the content page is reported only).
 */
async function data(base, pathname) {
  const r = await fetch(`${base}${pathname}`);
  if (!r.ok) throw new Error(`${pathname} answered ${r.status}`);
  return (await r.json()).data;
}

export async function discoverPages(base) {
  const products = await data(base, '/api/v1/public/store/products/all');
  const posts = await data(base, '/api/v1/public/store/blogs/published');
  const pages = await data(base, '/api/pages/public');
  const product = products.find((p) => p.images?.length && p.inventoryDetails?.stockQuantity > 0) ?? products[0];
  return [
    { name: 'home', path: '/', budget: true },
    { name: 'listing', path: '/products', budget: true },
    { name: 'product', path: `/products/${product.slug}`, budget: true },
    { name: 'blog list', path: '/blog', budget: true },
    { name: 'blog post', path: `/blog/${posts[0].slug}`, budget: true },
    { name: 'content page', path: `/${pages[0].slug}`, budget: false },
  ];
}
