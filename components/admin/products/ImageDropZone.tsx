'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import { adminImagesApi } from '@/lib/api-client/admin-products';
import { ApiError } from '@/lib/api-client/fetch';
import { notify } from '@/lib/notify';

type Props = { room: number; onUploaded: (urls: string[]) => void };

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Choose or drop several pictures at once; each is uploaded (checked and re-encoded by the server)
 * in the order chosen, and the ones that arrived are handed on even when another was refused.
 */
export function ImageDropZone({ room, onUploaded }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(files: File[]) {
    if (!files.length) return;
    const chosen = files.slice(0, room);
    setProblem(
      files.length > room
        ? `Only ${room} more picture${room === 1 ? '' : 's'} can be added; the rest were left out.`
        : null,
    );
    const urls: string[] = [];
    for (const [i, file] of chosen.entries()) {
      setProgress({ done: i, of: chosen.length });
      try {
        urls.push((await adminImagesApi.upload(file)).url);
      } catch (e) {
        const message = `${file.name}: ${e instanceof ApiError ? (e.errors?.file ?? e.message) : 'upload failed'}`;
        setProblem(message);
        notify.error(message);
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
    if (urls.length) {
      onUploaded(urls);
      notify.success(urls.length === 1 ? 'Picture uploaded' : `${urls.length} pictures uploaded`);
    }
  }

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    // A thumbnail dragged onto the zone carries no files and is ignored.
    if (e.dataTransfer.files.length) void upload([...e.dataTransfer.files].filter((f) => ACCEPT.includes(f.type)));
  };
  return (
    <div
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`rounded-xl border-2 border-dashed p-4 text-center text-sm ${over ? 'border-leaf-600 bg-leaf-50' : 'border-sand-300'}`}
    >
      <label htmlFor={id} className="font-medium">
        Add pictures
      </label>
      <p className="text-xs text-muted">
        Drop them here or choose several at once. JPEG, PNG, WebP or GIF, at most 2 MB each; square pictures of 1000 ×
        1000 px or more look best.
      </p>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={progress !== null || room <= 0}
        onChange={(e) => void upload([...(e.target.files ?? [])])}
        className="mt-2 text-sm"
      />
      {progress && (
        <p role="status" className="mt-2 text-sm">
          Uploading picture {progress.done + 1} of {progress.of}…
        </p>
      )}
      {room <= 0 && <p className="mt-2 text-xs text-muted">This product has the most pictures it can have.</p>}
      {problem && <p className="mt-2 text-sm text-spice-600">{problem}</p>}
    </div>
  );
}
