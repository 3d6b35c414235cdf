'use client';

import { useTranslations } from 'next-intl';
import { passwordChecklist, SPECIAL_CHARACTERS, type ChecklistItem } from '@/lib/validation/password-policy';
import { CheckIcon } from '@/components/ui/icons';

type RuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'allowed';

/** The live checklist of the strong-password rule (the same function the server applies), in the page's language. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useTranslations('Auth.checklist');
  const label = (item: ChecklistItem) => t(item.id as RuleId, { chars: SPECIAL_CHARACTERS });
  return (
    <ul id={id} className="grid gap-1 text-sm sm:grid-cols-2" aria-label={t('label')}>
      {passwordChecklist(password).map((item) => (
        <li key={item.id} className={`flex items-center gap-2 ${item.met ? 'text-leaf-700' : 'text-muted'}`}>
          <span
            className={`grid h-4 w-4 place-items-center rounded-full border ${item.met ? 'border-leaf-600 bg-leaf-600 text-white' : 'border-sand-300'}`}
            aria-hidden
          >
            {item.met && <CheckIcon size={12} />}
          </span>
          {label(item)}
          <span className="sr-only">{item.met ? t('met') : t('notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
