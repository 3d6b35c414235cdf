/** The back-office bench's shop-scale data: products with stock and an image, customers, orders. */
import { hash } from '@node-rs/argon2';

/** Shop-scale data in a few set-based statements. */
export async function seedVolume(
  sql,
  { products: PRODUCTS, customers: CUSTOMERS, orders: ORDERS, password: PASSWORD },
) {
  await sql`INSERT INTO products (slug, title, category_id, seller_id, tags, gst_rate_bp)
    SELECT 'bench-product-' || g,
           (ARRAY['Assam', 'Darjeeling', 'Nilgiri', 'Kangra', 'Wild Honey', 'Cardamom', 'Turmeric'])[1 + g % 7] || ' Bench Lot ' || g,
           cats[1 + g % array_length(cats, 1)], sellers[1 + g % array_length(sellers, 1)],
           ARRAY['bench'], 500
    FROM generate_series(1, ${PRODUCTS}) g,
         (SELECT array_agg(id ORDER BY id) AS cats FROM categories WHERE parent_id IS NOT NULL) c,
         (SELECT array_agg(id ORDER BY id) AS sellers FROM sellers) s`;
  await sql`INSERT INTO product_variants (product_id, sku, label, mrp_paise, price_paise, stock_quantity, weight_grams)
    SELECT id, slug, '250 g', 20000 + (id % 50) * 1000, 18000 + (id % 50) * 1000, id % 200, 250
    FROM products WHERE slug LIKE 'bench-product-%'`;
  await sql`INSERT INTO product_images (product_id, image_url, display_order) SELECT id, '/images/products/placeholder.webp', 1 FROM products WHERE slug LIKE 'bench-product-%'`;
  const passwordHash = await hash(PASSWORD);
  await sql`INSERT INTO users (email, name, phone, password_hash)
    SELECT 'bench-customer-' || g || '@example.com', 'Bench Customer ' || g, lpad((9000000000 + g)::text, 10, '0'), ${passwordHash}
    FROM generate_series(1, ${CUSTOMERS}) g`;
  await sql`INSERT INTO orders (order_number, user_id, status, payment_type, payment_method, subtotal_paise, discount_paise,
      shipping_paise, handling_paise, total_paise, shipping_address, created_at, updated_at)
    SELECT 'OB-' || lpad(g::text, 8, '0'), users[1 + g % array_length(users, 1)],
           (ARRAY['CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'CANCELLED', 'PENDING'])[1 + g % 8],
           'POSTPAID', 'COD', 20000 + (g % 50) * 1000, 0, 0, 0, 20000 + (g % 50) * 1000,
           '{"name":"Bench","phoneNumber":"9000000000","streetAddress":"1 MG Road","city":"Pune","state":"Maharashtra","postalCode":"411001","country":"India"}'::jsonb,
           now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute', now()
    FROM generate_series(1, ${ORDERS}) g,
         (SELECT array_agg(id ORDER BY id) AS users FROM users WHERE email LIKE 'bench-customer-%') u`;
  await sql`INSERT INTO sub_orders (order_id, sub_order_number, seller_id, seller_name, status)
    SELECT o.id, o.order_number || '-1', p.seller_id, s.name, o.status
    FROM orders o
    JOIN products p ON p.slug = 'bench-product-' || (1 + (substr(o.order_number, 4)::int % ${PRODUCTS}))
    JOIN sellers s ON s.id = p.seller_id
    WHERE o.order_number LIKE 'OB-%'`;
  await sql`INSERT INTO order_items (sub_order_id, product_id, product_name, product_slug, mrp_paise, price_paise, quantity, total_paise)
    SELECT so.id, p.id, p.title, p.slug, o.total_paise, o.total_paise, 1, o.total_paise
    FROM sub_orders so JOIN orders o ON o.id = so.order_id
    JOIN products p ON p.slug = 'bench-product-' || (1 + (substr(o.order_number, 4)::int % ${PRODUCTS}))
    WHERE o.order_number LIKE 'OB-%'`;
  // What autovacuum would have done on a shop that grew to this size (index-only scans need it).
  await sql`VACUUM ANALYZE`;
}
