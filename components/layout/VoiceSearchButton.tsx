'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MicIcon } from '@/components/ui/icons';

/** Voice search with the browser's speech recognition, in Indian English (en-IN hears Hindi product names best). */
export function VoiceSearchButton({ onResult }: { onResult: (text: string) => void }) {
  const [listening, setListening] = useState(false);
  const current = useRef<{ stop(): void } | null>(null);
  const t = useTranslations('Header.search');

  const start = async () => {
    if (listening) {
      current.current?.stop();
      return;
    }
    const { listen } = await import('./voice-recognition');
    current.current = listen({
      onResult,
      onEnd: () => setListening(false),
      unsupported: t('voiceUnsupported'),
      failed: (error) => t('voiceError', { error }),
    });
    if (current.current) setListening(true);
  };

  return (
    <button
      type="button"
      onClick={() => void start()}
      aria-label={listening ? t('voiceStop') : t('voiceStart')}
      aria-pressed={listening}
      className={`grid h-9 w-9 shrink-0 place-items-center rounded-full transition ${
        listening ? 'animate-pulse bg-spice-500 text-white' : 'text-leaf-700 hover:bg-leaf-50'
      }`}
    >
      <MicIcon size={18} />
    </button>
  );
}
