/**
 * Open Graph cards (1200×630) drawn with next/og from the shop's palette. English uses the font bundled
 * with next/og; words in Devanagari are drawn shaped with the shipped Hindi font (og-devanagari.ts). No
 * font is fetched. The product or post picture is embedded when it is a local file under public/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactNode } from 'react';
import { ImageResponse } from 'next/og';
import { getCachedShopSettings } from '../settings/cached';
import { isSlug } from '../validation/slug';
import { drawDevanagari, hasDevanagari, type TextStyle } from './og-devanagari';

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

/** A card's words, in its page's language (og-cards.ts); `footer` is the line under them. */
export type Card = {
  eyebrow: string;
  title: string;
  detail?: string;
  badge?: string;
  image?: string | null;
  footer: string;
};

/** Words as the card renderer takes them: the text itself, or with Devanagari in it, its picture. */
async function words(text: string, style: TextStyle): Promise<ReactNode> {
  if (!hasDevanagari(text)) return text;
  const drawn = await drawDevanagari(text, style);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img src={drawn.src} width={drawn.width} height={drawn.height} />;
}

/** `shopName`: the stored name (getCachedShopSettings), read by the route that draws the card. */
export async function ogCard(card: Card, shopName: string): Promise<ImageResponse> {
  const { image, badge } = card;
  // The text column's width: the card less its padding and the photo or badge panel beside it.
  const width = OG_SIZE.width - 128 - (image ? PHOTO.width : badge ? 320 : 0);
  const titleSize = card.title.length > 48 ? 48 : 60;
  const [name, eyebrow, title, detail, footer, badgeWords] = await Promise.all([
    words(shopName, { size: 34, color: '#ffffff', bold: true, width }),
    words(card.eyebrow, { size: 24, color: '#f1c35e', width }),
    words(card.title, { size: titleSize, color: '#ffffff', bold: true, width }),
    card.detail ? words(card.detail, { size: 30, color: '#dcece2', width }) : null,
    words(card.footer, { size: 22, color: '#b7d8c3', width }),
    badge
      ? words(badge, {
          size: image ? 30 : 48,
          color: image ? '#ffffff' : '#12362a',
          bold: true,
          width: 256,
          centred: true,
        })
      : null,
  ]);
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
          <div style={{ display: 'flex', fontSize: 34, fontWeight: 700 }}>{name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{ display: 'flex', fontSize: 24, letterSpacing: 4, textTransform: 'uppercase', color: '#f1c35e' }}
          >
            {eyebrow}
          </div>
          <div style={{ display: 'flex', fontSize: titleSize, lineHeight: 1.1, marginTop: 16, fontWeight: 700 }}>
            {title}
          </div>
          {detail && <div style={{ display: 'flex', fontSize: 30, marginTop: 20, color: '#dcece2' }}>{detail}</div>}
        </div>
        <div style={{ display: 'flex', fontSize: 22, color: '#b7d8c3' }}>{footer}</div>
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
              {badgeWords}
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
            {badgeWords}
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
