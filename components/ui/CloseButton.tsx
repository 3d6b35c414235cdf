import { CloseIcon } from './icons';
import { useCommonWords } from './useCommonWords';

/** The round × at a dialog's top right. `className`: placement only. */
export function CloseButton({ onClose, className = '' }: { onClose: () => void; className?: string }) {
  const word = useCommonWords();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={word('close')}
      className={`grid h-10 w-10 place-items-center rounded-full hover:bg-sand-100 ${className}`}
    >
      <CloseIcon size={20} />
    </button>
  );
}
