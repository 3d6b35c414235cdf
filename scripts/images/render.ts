/** Renders an SVG string to a file under public/ with sharp. */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.join(__dirname, '..', '..', 'public');

/** A byte count in KB, for the log. */
export const kb = (bytes: number, digits = 1) => (bytes / 1024).toFixed(digits);

/** Writes `svg` to public/`rel` as WebP (or palette PNG) and returns the file's size in bytes. */
export async function writeImage(rel: string, svg: string, opts: { quality?: number; png?: boolean } = {}) {
  const file = path.join(PUBLIC, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // No transparency anywhere, so drop the alpha channel: noticeably smaller files.
  const image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (opts.png) await image.png({ compressionLevel: 9, palette: true, quality: 85 }).toFile(file);
  else await image.webp({ quality: opts.quality ?? 70, effort: 6 }).toFile(file);
  return (await fs.stat(file)).size;
}
