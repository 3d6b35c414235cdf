/**
 * @jest-environment node
 *
 * Decoding an upload holds the whole bitmap in memory (a 25-megapixel PNG is 100 MB), so a burst
 * of uploads (issue 29: twelve at once held 737 MB and slowed the public API to 2.2 s) is decoded
 * at most two at a time; the others wait their turn and still succeed.
 */
import sharp from 'sharp';
import { processImage } from '@/lib/media/images';
import { processAvatar } from '@/lib/account/avatar';

test('a burst of uploads is decoded at most two at a time, and every one completes', async () => {
  // Noise compresses badly, so each decode takes long enough for the others to queue behind it.
  const noise = Buffer.alloc(1000 * 1000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const png = new Uint8Array(
    await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
  let most = 0;
  let done = false;
  const watch = (async () => {
    while (!done) {
      most = Math.max(most, sharp.counters().process);
      await new Promise((r) => setImmediate(r));
    }
  })();
  const results = await Promise.all([
    ...Array.from({ length: 4 }, () => processImage(png)),
    ...Array.from({ length: 4 }, () => processAvatar(png)),
  ]);
  done = true;
  await watch;
  expect(results).toHaveLength(8);
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(2);
});
