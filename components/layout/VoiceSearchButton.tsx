'use client';

import { useRef, useState } from 'react';
import { MicIcon } from '@/components/ui/icons';

type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type RecognitionCtor = new () => Recognition;

export const VOICE_UNSUPPORTED = 'Sorry, your browser does not support Speech Recognition.';

/** Voice search with the browser's speech recognition, in Indian English (en-IN hears Hindi product names best). */
export function VoiceSearchButton({ onResult }: { onResult: (text: string) => void }) {
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);

  const start = () => {
    if (listening) {
      current.current?.stop();
      return;
    }
    const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
    const Ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
    if (!Ctor) {
      window.alert(VOICE_UNSUPPORTED);
      return;
    }
    const recognition = new Ctor();
    recognition.lang = 'en-IN';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (e) => {
      const transcript = e.results[0]?.[0]?.transcript?.trim();
      if (transcript) onResult(transcript);
    };
    recognition.onerror = (e) => window.alert(`Voice search error: ${e.error}`);
    recognition.onend = () => setListening(false);
    current.current = recognition;
    setListening(true);
    recognition.start();
  };

  return (
    <button
      type="button"
      onClick={start}
      aria-label={listening ? 'Stop voice search' : 'Search by voice'}
      aria-pressed={listening}
      className={`grid h-9 w-9 shrink-0 place-items-center rounded-full transition ${
        listening ? 'animate-pulse bg-spice-500 text-white' : 'text-leaf-700 hover:bg-leaf-50'
      }`}
    >
      <MicIcon size={18} />
    </button>
  );
}
