import { LocaleLink } from '@/components/i18n/LocaleLink';
import type { ReactNode } from 'react';
import { ArrowRight } from './icons';

export function SectionHeading({
  eyebrow,
  title,
  action,
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  action?: { href: string; label: string };
  id?: string;
}) {
  return (
    <div className="section-heading">
      <div>
        {eyebrow && <p className="eyebrow mb-1">{eyebrow}</p>}
        <h2 id={id} className="section-title">
          {title}
        </h2>
      </div>
      {action && (
        <LocaleLink href={action.href} className="btn btn-outline">
          {action.label} <ArrowRight size={16} />
        </LocaleLink>
      )}
    </div>
  );
}
