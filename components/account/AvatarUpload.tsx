'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { profileApi } from '@/lib/api-client/account';
import { PROFILE_KEY } from '@/components/query-keys';

const MAX_BYTES = 2 * 1024 * 1024;

/** The avatar with its upload button; the size and type checks here only save a round trip, the server checks the bytes again. */
export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const t = useTranslations('Account.avatar');
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void notify.error(t('notImage'));
    if (file.size > MAX_BYTES) return void notify.error(t('tooBig'));
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      await profileApi.uploadAvatar(form);
      notify.success(t('done'));
      await client.invalidateQueries({ queryKey: PROFILE_KEY });
    } catch (error) {
      notify.error((error as Error).message || t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-center gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a private, per-user image: not for the optimiser */}
      <img
        src={imageUrl ?? profileApi.avatarUrl}
        alt={t('alt', { name })}
        width={112}
        height={112}
        className="h-28 w-28 rounded-full border-4 border-white object-cover shadow-card"
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        id="avatar-file"
        aria-label={t('upload')}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <button
        type="button"
        className="btn btn-ghost h-9 px-3 text-xs"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? t('uploading') : t('change')}
      </button>
    </div>
  );
}
