import type { Permissions } from 'payload';
import { hasRole, ROLES, type Role } from '../access/roles';
import { ADMIN_LANGUAGES, type AdminLanguage, DEFAULT_ADMIN_LANGUAGE } from './languages';
import { COLLECTION_LABELS, GLOBAL_LABELS } from './texts/entities';
import { DASHBOARD_TEXTS } from './texts/dashboard';

/** Where each role's work is, first thing on the dashboard (collections, then globals). */
const WORK: Record<Role, { collections: string[]; globals: string[] }> = {
  admin: { collections: ['users', 'pages', 'forms'], globals: ['site-settings'] },
  editor: {
    collections: [
      'pages',
      'posts',
      'categories',
      'media',
      'redirects',
      'forms',
      'contact-requests',
      'coworking-requests',
      'day-requests',
      'bot-intents',
      'bot-unmatched-questions',
    ],
    globals: ['menus', 'header-content', 'footer-content', 'trads', 'coworking', 'day-at-dav', 'assistant'],
  },
  recruiter: {
    collections: ['applications', 'candidates', 'offers', 'managers', 'contact-requests', 'submission-files'],
    globals: ['recruitment'],
  },
  compliance: {
    collections: [
      'whistleblowing-reports',
      'report-messages',
      'submission-files',
      'report-access-log',
      'payload-jobs',
    ],
    globals: [],
  },
};

interface RoleDashboardProps {
  i18n?: { language?: string };
  permissions?: Permissions;
  user?: { name?: string | null; email?: string; roles?: string[] } | null;
}

const languageOf = (language: string | undefined): AdminLanguage =>
  ADMIN_LANGUAGES.find((l) => l === language) ?? DEFAULT_ADMIN_LANGUAGE;

/**
 * Above Payload's dashboard: greets the staff member and lists, for each of their roles, links to
 * what they work on, in their language. Only what their access lets them read is listed.
 */
export function RoleDashboard({ i18n, permissions, user }: RoleDashboardProps) {
  if (!user) return null;
  const lang = languageOf(i18n?.language);
  const roles = ROLES.filter((role) => hasRole(user, role));
  const canRead = (kind: 'collections' | 'globals', slug: string) =>
    Boolean((permissions?.[kind] as Record<string, { read?: unknown }> | undefined)?.[slug]?.read);
  const links = [
    ...new Set(roles.flatMap((role) => WORK[role].collections.map((slug) => `collections/${slug}`))),
    ...new Set(roles.flatMap((role) => WORK[role].globals.map((slug) => `globals/${slug}`))),
  ].flatMap((target) => {
    const [kind, slug] = target.split('/') as ['collections' | 'globals', string];
    if (!canRead(kind, slug)) return [];
    const label = kind === 'collections' ? COLLECTION_LABELS[slug]?.plural : GLOBAL_LABELS[slug];
    return label ? [{ href: `/admin/${target}`, label: label[lang] }] : [];
  });
  return (
    <section aria-labelledby="role-dashboard-title" style={{ marginBottom: 'var(--base, 1.5rem)' }}>
      <h2 id="role-dashboard-title">
        {DASHBOARD_TEXTS.hello[lang]} {user.name || user.email}
      </h2>
      {roles.map((role) => (
        <p key={role}>{DASHBOARD_TEXTS.roles[role][lang]}</p>
      ))}
      {links.length > 0 && (
        <nav aria-label={DASHBOARD_TEXTS.yourWork[lang]}>
          <ul
            style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', padding: 0, listStyle: 'none' }}
          >
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
