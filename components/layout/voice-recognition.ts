/**
 * The browser's speech recognition for the voice search button, loaded on the first press: the
 * button is in every page's header, this code is only for those who use it.
 */
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

/** Starts listening in Indian English (en-IN hears Hindi product names best); null when the browser cannot. */
export function listen({
  onResult,
  onEnd,
}: {
  onResult: (text: string) => void;
  onEnd: () => void;
}): Pick<Recognition, 'stop'> | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  const Ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  if (!Ctor) {
    window.alert(VOICE_UNSUPPORTED);
    return null;
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
  recognition.onend = onEnd;
  recognition.start();
  return recognition;
}
