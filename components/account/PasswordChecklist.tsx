import { passwordChecklist } from '@/lib/validation/password-policy';
import { CheckIcon } from '@/components/ui/icons';

/** The live checklist of the strong-password rule (the same function the server applies). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Password requirements">
      {passwordChecklist(password).map((item) => (
        <li key={item.id} className={`flex items-center gap-2 ${item.met ? 'text-leaf-700' : 'text-muted'}`}>
          <span
            className={`grid h-4 w-4 place-items-center rounded-full border ${item.met ? 'border-leaf-600 bg-leaf-600 text-white' : 'border-sand-300'}`}
            aria-hidden
          >
            {item.met && <CheckIcon size={12} />}
          </span>
          {item.label}
          <span className="sr-only">{item.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
