'use client';

import { useRef } from 'react';
import { FormMessage } from '@/components/account/FormMessage';
import type { AdminProductImage } from '@/lib/catalog/admin-products';
import { useAdminWrite } from '../useAdminWrite';
import { moveId } from './image-order';

type Props = { productId: number; images: AdminProductImage[] };

/** Upload, reorder, choose the main picture and delete; the first picture is the main one. */
export function ImageManager({ productId, images }: Props) {
  const base = `/api/v1/admin/products/${productId}/images`;
  const input = useRef<HTMLInputElement>(null);
  const { write, errors, failure, busy } = useAdminWrite();
  const ids = images.map((i) => i.id);

  async function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    await write(base, 'POST', form, 'Image uploaded');
    if (input.current) input.current.value = '';
  }

  const small = 'rounded-md px-2 py-1 text-xs font-semibold text-leaf-800 hover:bg-leaf-100 disabled:opacity-40';
  return (
    <section aria-labelledby="images-heading" className="space-y-3 rounded-2xl bg-white p-5 shadow-card">
      <h2 id="images-heading" className="font-semibold">Images</h2>
      {images.length === 0 && <p className="text-sm text-muted">No images yet.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, i) => (
          <li key={image.id} className="rounded-xl border border-sand-200 p-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- back-office preview of an uploaded file */}
            <img src={image.url} alt={`Image ${i + 1}${image.isMain ? ' (main)' : ''}`} className="aspect-square w-full rounded-lg object-cover" />
            <p className="mt-1 text-xs text-muted">{image.isMain ? 'Main image' : `Image ${i + 1}`}</p>
            <div className="mt-1 flex flex-wrap gap-1">
              <button type="button" className={small} disabled={busy || i === 0} onClick={() => write(base, 'PATCH', { imageIds: moveId(ids, image.id, -1) })}
                aria-label={`Move image ${i + 1} earlier`}>↑</button>
              <button type="button" className={small} disabled={busy || i === images.length - 1} onClick={() => write(base, 'PATCH', { imageIds: moveId(ids, image.id, 1) })}
                aria-label={`Move image ${i + 1} later`}>↓</button>
              {!image.isMain && (
                <button type="button" className={small} disabled={busy} onClick={() => write(`${base}/${image.id}/main`, 'POST', undefined, 'Main image changed')}>
                  Make main
                </button>
              )}
              <button type="button" className={`${small} text-spice-700`} disabled={busy}
                onClick={() => window.confirm('Delete this image?') && write(`${base}/${image.id}`, 'DELETE', undefined, 'Image deleted')}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Upload an image</span>
        <input ref={input} type="file" name="file" accept="image/jpeg,image/png,image/webp,image/gif" disabled={busy}
          onChange={(e) => upload(e.target.files?.[0])} className="text-sm" />
        <span className="mt-1 block text-xs text-muted">JPEG, PNG, WebP or GIF, at most 2 MB.</span>
      </label>
      <FormMessage kind="error">{errors.file ?? errors.imageIds ?? failure}</FormMessage>
    </section>
  );
}
