import type { ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { useSite } from '../../services/site';
import { blogMessages } from './messages';

type Network = 'instagram' | 'whatsapp' | 'linkedin' | 'facebook';

const NETWORKS: { key: Network; label: string; icon: ReactNode }[] = [
  {
    key: 'instagram',
    label: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.9" fill="currentColor" stroke="none" />
      </>
    ),
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    icon: (
      <>
        <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8.5 19Z" />
        <path d="M9.2 8.6c.3 2.9 2.8 5.6 6 6.2l1.1-1.4-1.8-.9-.8.8c-1.2-.5-2.3-1.6-2.9-2.9l.8-.8-.8-1.8Z" />
      </>
    ),
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.3c0-1.7 1-2.8 2.4-2.8S16.5 11.4 16.5 13v4" />
      </>
    ),
  },
  {
    key: 'facebook',
    label: 'Facebook',
    icon: <path d="M14 21v-8h2.8l.4-3.2H14V8c0-.9.3-1.6 1.6-1.6h1.7V3.5A22 22 0 0 0 14.8 3.4C12.3 3.4 10.7 5 10.7 7.7v2.1H8V13h2.7v8" />,
  },
];

/** "Join our Community": the configured social links, each opening in a new tab. */
export function CommunityLinks() {
  const t = useT(blogMessages);
  const { social } = useSite();
  const links = NETWORKS.filter(({ key }) => social[key] !== '');
  if (links.length === 0) return null;
  return (
    <section className="blog-sidebar__box" aria-labelledby="community-heading">
      <h2 id="community-heading" className="blog-sidebar__heading">
        {t('community.heading')}
      </h2>
      <ul className="community-links">
        {links.map(({ key, label, icon }) => (
          <li key={key}>
            <a className="community-link" href={social[key]} target="_blank" rel="noopener noreferrer">
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {icon}
              </svg>
              <span>{label}</span> <span className="visually-hidden">{t('community.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
