#!/usr/bin/env node
/**
 * Unpacks a WOFF 1 font into the TrueType file it wraps (the same tables, zlib-inflated, behind an
 * sfnt header). The share cards' Hindi is drawn by libvips, whose fontconfig reads TTF but not WOFF,
 * and the npm registry ships Noto Sans Devanagari (@fontsource) only as WOFF: the files under
 * public/fonts/noto-sans-devanagari were made with this (docs/decisions.md).
 *
 *   node scripts/woff-to-ttf.mjs <in.woff> <out.ttf>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

function woffToTtf(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, packed, length, checksum] = [0, 4, 8, 12, 16].map((d) => woff.readUInt32BE(at + d));
    const raw = woff.subarray(offset, offset + packed);
    const data = packed < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error(`table ${i}: ${data.length} bytes, expected ${length}`);
    return { tag, checksum, data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts = [head];
  let offset = head.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    [tag, checksum, offset, data.length].forEach((v, d) => head.writeUInt32BE(v, 12 + i * 16 + d * 4));
    const pad = (4 - (data.length % 4)) % 4;
    parts.push(data, Buffer.alloc(pad));
    offset += data.length + pad;
  });
  return Buffer.concat(parts);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) throw new Error('usage: node scripts/woff-to-ttf.mjs <in.woff> <out.ttf>');
  writeFileSync(to, woffToTtf(readFileSync(from)));
}
