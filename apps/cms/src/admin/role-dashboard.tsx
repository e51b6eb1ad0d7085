import type { Payload, Permissions } from 'payload';
import { hasRole, ROLES, type Role } from '../access/roles';
import { roleWork, type WorkContext } from './dashboard';
import { RetentionRunView } from './dashboard/retention-run';
import { TARGET_STYLE, WorkGroups } from './dashboard/work-groups';
import { adminLanguageOf } from '../i18n/languages';
import { COLLECTION_LABELS, GLOBAL_LABELS } from '../i18n/texts/entities';
import { DASHBOARD_TEXTS } from '../i18n/texts/dashboard';
import { ROLE_HEADINGS } from '../i18n/texts/work';

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
  payload?: Payload;
  permissions?: Permissions;
  user?: ({ name?: string | null; email?: string } & WorkContext['user']) | null;
}

/**
 * Above Payload's dashboard: greets the staff member, then, for each of their roles, what waits
 * for them (counts linking to the lists they count: admin/dashboard), then links to what they
 * work on, in their language. Only what their access lets them read is counted or listed.
 */
export async function RoleDashboard({ i18n, payload, permissions, user }: RoleDashboardProps) {
  if (!user) return null;
  const lang = adminLanguageOf(i18n?.language);
  const roles = ROLES.filter((role) => hasRole(user, role));
  const work = payload ? await roleWork({ payload, user, now: new Date() }) : {};
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
      {roles.map((role) => {
        const groups = role === 'admin' ? work.admin?.groups : work[role];
        if (!groups) return null;
        return (
          <section key={role} aria-labelledby={`work-${role}`} style={{ marginTop: '1rem' }}>
            <h3 id={`work-${role}`}>{ROLE_HEADINGS[role][lang]}</h3>
            <WorkGroups groups={groups} lang={lang} idPrefix={`work-${role}`} />
            {role === 'admin' && <RetentionRunView run={work.admin?.retention ?? null} lang={lang} />}
          </section>
        );
      })}
      {links.length > 0 && (
        <nav aria-label={DASHBOARD_TEXTS.yourWork[lang]}>
          <ul
            style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', padding: 0, listStyle: 'none' }}
          >
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} style={TARGET_STYLE}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
