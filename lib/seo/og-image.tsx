/**
 * Open Graph cards (1200×630) drawn with next/og from the shop's palette. Only the font bundled
 * with next/og is used (no remote fonts); the product or post picture is embedded when it is
 * a local file under public/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getCachedShopSettings } from '../settings/cached';
import { isSlug } from '../validation/slug';

export const OG_SIZE = { width: 1200, height: 630 };
const PHOTO = { width: 480, height: 630 };
const CACHE = { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' };

/**
 * A data: URI for a site-relative picture under public/ (JPEG, PNG, WebP or AVIF), cropped to
 * the card's photo panel and re-encoded as JPEG by sharp (the card renderer reads no WebP);
 * null for remote or missing files.
 */
export async function localImageDataUri(src: string | null | undefined): Promise<string | null> {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return null;
  const clean = decodeURIComponent(src.split('?')[0]);
  if (!/\.(jpe?g|png|webp|avif)$/i.test(clean)) return null;
  const publicDir = path.join(process.cwd(), 'public');
  const file = path.normalize(path.join(publicDir, clean));
  if (!file.startsWith(publicDir + path.sep)) return null;
  try {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(await readFile(file))
      .resize(PHOTO.width, PHOTO.height, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}

type Card = { eyebrow: string; title: string; detail?: string; badge?: string; image?: string | null };

/** `shopName`: the stored name (getCachedShopSettings), read by the route that draws the card. */
export function ogCard({ eyebrow, title, detail, badge, image }: Card, shopName: string): ImageResponse {
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#fbf8f1', fontFamily: 'sans-serif' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          padding: '64px 64px 56px',
          background: '#1a4a36',
          color: '#fff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 48, height: 48, borderRadius: 24, background: '#8fcfa6', display: 'flex' }} />
          <div style={{ fontSize: 34, fontWeight: 700 }}>{shopName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 24, letterSpacing: 4, textTransform: 'uppercase', color: '#f1c35e' }}>{eyebrow}</div>
          <div style={{ fontSize: title.length > 48 ? 48 : 60, lineHeight: 1.1, marginTop: 16, fontWeight: 700 }}>
            {title}
          </div>
          {detail && <div style={{ fontSize: 30, marginTop: 20, color: '#dcece2' }}>{detail}</div>}
        </div>
        <div style={{ display: 'flex', fontSize: 22, color: '#b7d8c3' }}>
          Organic tea · Raw honey · Whole spices — from Indian farms
        </div>
      </div>
      {image ? (
        <div style={{ display: 'flex', width: 480, height: '100%', position: 'relative' }}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
          <img src={image} width={480} height={630} style={{ objectFit: 'cover', width: 480, height: 630 }} />
          {badge && (
            <div
              style={{
                position: 'absolute',
                top: 40,
                right: 40,
                display: 'flex',
                padding: '12px 24px',
                borderRadius: 40,
                background: '#c2512f',
                color: '#fff',
                fontSize: 30,
                fontWeight: 700,
              }}
            >
              {badge}
            </div>
          )}
        </div>
      ) : (
        badge && (
          <div
            style={{
              display: 'flex',
              width: 320,
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              padding: 32,
              background: '#e8ac35',
              color: '#12362a',
              fontSize: 48,
              fontWeight: 700,
            }}
          >
            {badge}
          </div>
        )
      )}
    </div>,
    { ...OG_SIZE, headers: CACHE },
  );
}

/**
 * GET /og/{kind}/{slug}: `load` reads the slug's item (null: a 404, never stored: lib/cache/handlers/isr.mjs)
 * and `card` says what its card shows.
 */
export function slugCardRoute<T>(load: (slug: string) => Promise<T | null>, card: (item: T) => Promise<Card>) {
  return async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
    const { slug } = await params;
    const item = isSlug(slug) ? await load(slug) : null;
    if (!item) return new Response('Not found', { status: 404 });
    const [content, { shop }] = await Promise.all([card(item), getCachedShopSettings()]);
    return ogCard(content, shop.name);
  };
}
