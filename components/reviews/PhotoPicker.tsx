import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { MAX_REVIEW_PHOTOS } from '@/lib/reviews/rules';

/** Up to three photos with previews; each can be taken out again before sending. */
export function PhotoPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const t = useTranslations('Reviews.form');
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <div>
      <label className="mb-1.5 block text-sm font-medium">
        {t('photos', { max: MAX_REVIEW_PHOTOS })}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={files.length >= MAX_REVIEW_PHOTOS}
          onChange={(e) => {
            onChange([...files, ...Array.from(e.target.files ?? [])].slice(0, MAX_REVIEW_PHOTOS));
            e.target.value = '';
          }}
          className="mt-1 block text-sm"
        />
      </label>
      {files.length > 0 && (
        <ul className="flex gap-2">
          {files.map((file, i) => (
            <li key={previews[i]} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
              <img
                src={previews[i]}
                alt={t('photoAlt', { n: i + 1, name: file.name })}
                className="h-20 w-20 rounded-xl object-cover"
              />
              <button
                type="button"
                className="absolute right-1 top-1 rounded-full bg-white px-1.5 text-xs"
                aria-label={t('removePhoto', { n: i + 1 })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1 text-sm text-spice-600">{error}</p>}
    </div>
  );
}
