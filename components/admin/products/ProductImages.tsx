'use client';

import { useState } from 'react';
import { LIMITS } from '@/lib/catalog/admin-schemas';
import { ImageDropZone } from './ImageDropZone';
import { moveItem } from './image-order';
import type { ImageItem } from './product-form-state';

type Props = { images: ImageItem[]; onChange: (images: ImageItem[]) => void; error?: string };

const small = 'rounded-md px-2 py-1 text-xs font-semibold text-leaf-800 hover:bg-leaf-100 disabled:opacity-40';

/**
 * The product's pictures in the product form, new or existing: add several, drag (or ↑/↓) into
 * order — the first is the main one — write each one's alt text, remove. Saved with the form.
 */
export function ProductImages({ images, onChange, error }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => onChange(moveItem(images, from, to));
  const setAlt = (i: number, alt: string) => onChange(images.map((img, j) => (j === i ? { ...img, alt } : img)));
  return (
    <section aria-labelledby="images-heading" className="space-y-3">
      <h2 id="images-heading" className="text-sm font-medium">
        Images
      </h2>
      {images.length === 0 && (
        <p className="text-sm text-muted">No pictures yet: the shop shows “No images available”.</p>
      )}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Pictures in order">
        {images.map((image, i) => (
          <li
            key={image.url}
            draggable
            onDragStart={(e) => {
              setDragged(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              if (dragged !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null) move(dragged, i);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`rounded-xl border p-2 ${dragged === i ? 'opacity-50' : ''} ${i === 0 ? 'border-leaf-600' : 'border-sand-200'}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- back-office preview of an uploaded file */}
            <img
              src={image.url}
              alt={`Picture ${i + 1}`}
              draggable={false}
              className="aspect-square w-full cursor-grab rounded-lg object-cover"
            />
            <p className="mt-1 text-xs font-semibold">{i === 0 ? 'Main image' : `Picture ${i + 1}`}</p>
            <label className="mt-1 block text-xs">
              <span className="text-muted">Alt text for picture {i + 1}</span>
              <input
                className="field mt-0.5 py-1 text-xs"
                value={image.alt}
                maxLength={LIMITS.alt}
                placeholder="What the picture shows"
                onChange={(e) => setAlt(i, e.target.value)}
              />
            </label>
            <div className="mt-1 flex flex-wrap gap-1">
              <button
                type="button"
                className={small}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move picture ${i + 1} earlier`}
              >
                ↑
              </button>
              <button
                type="button"
                className={small}
                disabled={i === images.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move picture ${i + 1} later`}
              >
                ↓
              </button>
              {i > 0 && (
                <button type="button" className={small} onClick={() => move(i, 0)}>
                  Make main
                </button>
              )}
              <button
                type="button"
                className={`${small} text-spice-700`}
                aria-label={`Remove picture ${i + 1}`}
                onClick={() => window.confirm(`Remove picture ${i + 1}?`) && onChange(images.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ImageDropZone
        room={LIMITS.images - images.length}
        onUploaded={(urls) => onChange([...images, ...urls.map((url) => ({ url, alt: '' }))])}
      />
      {error && <p className="text-sm text-spice-600">{error}</p>}
    </section>
  );
}
