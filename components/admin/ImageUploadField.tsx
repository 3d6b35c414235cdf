'use client';

import { useId, useState } from 'react';
import { adminImagesApi } from '@/lib/api-client/admin-products';
import { ApiError } from '@/lib/api-client/fetch';

type Props = { label: string; value: string; onChange: (url: string) => void; error?: string };

/**
 * A picture for a post, banner, category or team member: upload a file (checked and re-encoded by
 * the server, which answers its URL) or paste the address of one already hosted.
 */
export function ImageUploadField({ label, value, onChange, error }: Props) {
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange((await adminImagesApi.upload(file)).url);
    } catch (e) {
      setUploadError(e instanceof ApiError ? (e.errors?.file ?? e.message) : 'Upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const shown = uploadError ?? error;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- back-office preview of the chosen picture
          <img src={value} alt="" className="h-16 w-16 rounded-lg object-cover" />
        ) : (
          <span className="h-16 w-16 rounded-lg bg-sand-100" aria-hidden />
        )}
        <input
          id={id}
          type="url"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Image address"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className="field flex-1"
        />
      </div>
      <label className="block text-xs text-muted">
        <span className="sr-only">{label}: </span>Or upload (JPEG, PNG, WebP, GIF; ≤ 2 MB){' '}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={busy}
          onChange={(e) => upload(e.target.files?.[0])}
          className="text-xs"
        />
      </label>
      {shown && (
        <p id={`${id}-error`} className="text-sm text-spice-600">
          {shown}
        </p>
      )}
    </div>
  );
}
