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

/**
 * Starts listening in Indian English (en-IN hears Hindi product names best, on either language's
 * page); null when the browser cannot. The alerts' words come in the page's language.
 */
export function listen({
  onResult,
  onEnd,
  unsupported,
  failed,
}: {
  onResult: (text: string) => void;
  onEnd: () => void;
  unsupported: string;
  failed: (error: string) => string;
}): Pick<Recognition, 'stop'> | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  const Ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  if (!Ctor) {
    window.alert(unsupported);
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
  recognition.onerror = (e) => window.alert(failed(e.error));
  recognition.onend = onEnd;
  recognition.start();
  return recognition;
}
