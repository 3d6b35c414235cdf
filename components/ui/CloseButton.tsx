import { CloseIcon } from './icons';

/** The round × at a dialog's top right. `className`: placement only. */
export function CloseButton({ onClose, className = '' }: { onClose: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close"
      className={`grid h-10 w-10 place-items-center rounded-full hover:bg-sand-100 ${className}`}
    >
      <CloseIcon size={20} />
    </button>
  );
}
