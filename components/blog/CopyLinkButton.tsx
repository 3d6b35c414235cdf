'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { CheckIcon, LinkIcon } from '@/components/ui/icons';

/** Copies the article's address; falls back to a prompt where the clipboard is not allowed. */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const t = useTranslations('Blog.share');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success(t('copied'));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt(t('prompt'), url);
    }
  };
  return (
    <button type="button" onClick={copy} aria-label={t('copy')} title={t('copy')} className={className}>
      {copied ? <CheckIcon size={18} /> : <LinkIcon size={18} />}
    </button>
  );
}
