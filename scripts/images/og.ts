/** The default Open Graph image (lib/seo/metadata.ts DEFAULT_OG_IMAGE is '/og-default.png'). */
import { artOf } from './art';
import { scatterAny } from './bits';
import { cupSide } from './cups';
import { brandMark, honeyJar } from './packaging';
import { kb, writeImage } from './render';
import { rngFor } from './rng';
import { baseDefs } from './scene';
import { backdrop, FONT, linear, SANS, svgDoc } from './svg';

export async function makeOg() {
  const w = 1200;
  const h = 630;
  const rng = rngFor('og');
  const tea = artOf('assam-orthodox-black-tea');
  const honey = artOf('raw-multiflora-honey');
  let body = `${backdrop(w, h, '#fbf8f1')}<rect y="470" width="${w}" height="160" fill="#e6d9bd"/>`;
  body += backdrop(w, h, 'url(#fade)');
  body += brandMark(140, 150, 60, '#1a4a36');
  body += `<text x="220" y="170" font-family="${FONT}" font-size="64" font-weight="bold" fill="#12362a">Organic Tattva</text>`;
  body += `<text x="90" y="270" font-family="${SANS}" font-size="30" fill="#225c43">Single-origin organic tea, raw honey</text><text x="90" y="312" font-family="${SANS}" font-size="30" fill="#225c43">and hand-picked spices from India</text>`;
  body += `<text x="90" y="400" font-family="${SANS}" font-size="22" fill="#55605a">Free shipping over ₹5000 · Dispatch within 24 hours</text>`;
  body += cupSide(760, 560, 200, tea);
  body += honeyJar(1010, 580, 170, 250, { ...honey, title: 'Raw Honey' });
  body += scatterAny(10, [620, 520, 900, 610], ['pod', 'star', 'quill', 'chilli'], 50, tea, rng);
  const size = await writeImage(
    'og-default.png',
    svgDoc(
      w,
      h,
      baseDefs(tea) +
        linear('fade', [
          [0, '#ffffff00'],
          [1, '#e6d9bd55'],
        ]),
      body,
    ),
    { png: true },
  );
  console.log(`og-default.png: ${kb(size)} KB`);
}
