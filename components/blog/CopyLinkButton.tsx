'use client';

import { useState } from 'react';
import { notify } from '@/lib/notify';
import { CheckIcon, LinkIcon } from '@/components/ui/icons';

/** Copies the article's address; falls back to a prompt where the clipboard is not allowed. */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success('Link copied to clipboard');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt('Copy this link:', url);
    }
  };
  return (
    <button type="button" onClick={copy} aria-label="Copy link" title="Copy link" className={className}>
      {copied ? <CheckIcon size={18} /> : <LinkIcon size={18} />}
    </button>
  );
}
