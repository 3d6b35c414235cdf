import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { MORE_MENU } from './nav-links';

type Classes = { group?: string; title: string; list?: string; link: string };

/** The More menu's groups of links (Business, Info, Policies, Quick Links): the desktop dropdown and the phone drawer list the same ones. */
export function MoreLinkGroups({ classes, onNavigate }: { classes: Classes; onNavigate: () => void }) {
  const t = useTranslations('Header');
  return (
    <>
      {MORE_MENU.map((group) => (
        <div key={group.title} className={classes.group}>
          <p className={classes.title}>{t(`groups.${group.title}`)}</p>
          <ul className={classes.list}>
            {group.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} onClick={onNavigate} className={classes.link}>
                  {t(`links.${l.name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
