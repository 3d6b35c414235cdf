/**
 * Hindi on the share cards. The cards' renderer (satori, inside next/og) places glyphs one by one and does
 * not shape Indic scripts: a vowel sign lands after its consonant and conjuncts fall apart (दार्जिलिंग comes
 * out as दार्जलिगि), and for letters its own font lacks it would download one at run time. So a run with
 * Devanagari in it is drawn here by sharp's text renderer (Pango and HarfBuzz, which shape it) with the
 * Noto Sans Devanagari shipped under public/fonts (OFL), and the card places the picture.
 */
import path from 'node:path';

const FONT_DIR = path.join(process.cwd(), 'public', 'fonts', 'noto-sans-devanagari');
const fontFile = (subset: 'devanagari' | 'latin', weight: 400 | 700) =>
  path.join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.ttf`);

export const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

let latinKnown: Promise<void> | null = null;

/**
 * libvips adds each font file it is handed to the process's fontconfig, once. The font comes in two
 * files (Devanagari, Latin) of one family; a Hindi run names the Devanagari one, and its Latin letters,
 * digits and ₹ come from the Latin one, which must be known first: a server image may have no fonts.
 */
function knowLatin(sharp: (typeof import('sharp'))['default']) {
  latinKnown ??= (async () => {
    for (const weight of [400, 700] as const)
      await sharp({ text: { text: '.', fontfile: fontFile('latin', weight) } })
        .png()
        .toBuffer();
  })().catch((error: unknown) => {
    latinKnown = null;
    throw error;
  });
  return latinKnown;
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type TextStyle = { size: number; color: string; bold?: boolean; width: number; centred?: boolean };

/** `text` drawn shaped, wrapped at `width` px, as a PNG data: URI with its size (1 pt = 1 px at 72 dpi). */
export async function drawDevanagari(text: string, { size, color, bold = false, width, centred = false }: TextStyle) {
  const { default: sharp } = await import('sharp');
  await knowLatin(sharp);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `Noto Sans Devanagari${bold ? ' Bold' : ''} ${size}`,
      fontfile: fontFile('devanagari', bold ? 700 : 400),
      width,
      dpi: 72,
      wrap: 'word',
      align: centred ? 'centre' : 'left',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { src: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height };
}
