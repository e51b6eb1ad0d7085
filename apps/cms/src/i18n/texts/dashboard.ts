import type { AdminText } from '../languages';

export const DASHBOARD_TEXTS = {
  hello: { fr: 'Bonjour', en: 'Hello', es: 'Hola', de: 'Hallo' },
  yourWork: { fr: 'Votre travail', en: 'Your work', es: 'Su trabajo', de: 'Ihre Arbeit' },
  roles: {
    admin: {
      fr: 'Administrateur : l’équipe, les réglages et tous les contenus.',
      en: 'Admin: the staff, the settings and every content.',
      es: 'Administrador: el equipo, los ajustes y todos los contenidos.',
      de: 'Administrator: das Team, die Einstellungen und alle Inhalte.',
    },
    editor: {
      fr: 'Éditeur : les pages, les menus, les traductions, les médias et les formulaires du site.',
      en: 'Editor: the site’s pages, menus, translations, media and forms.',
      es: 'Editor: las páginas, los menús, las traducciones, los medios y los formularios del sitio.',
      de: 'Redakteur: Seiten, Menüs, Übersetzungen, Medien und Formulare der Website.',
    },
    recruiter: {
      fr: 'Recruteur : les offres d’emploi, les candidatures et les candidats, les profils de recruteurs, les demandes de contact des candidats et leurs CV.',
      en: 'Recruiter: the job offers, the applications and candidates, the recruiter profiles, candidates’ contact requests and their CVs.',
      es: 'Reclutador: las ofertas de empleo, las candidaturas y los candidatos, los perfiles de reclutadores, las solicitudes de contacto de los candidatos y sus CV.',
      de: 'Recruiter: die Stellenangebote, die Bewerbungen und Bewerber, die Recruiter-Profile, Kontaktanfragen der Bewerber und ihre Lebensläufe.',
    },
    compliance: {
      fr: 'Conformité : les signalements, que vous seul pouvez lire, les plus en retard d’abord (accusé de réception sous 7 jours, retour sous 3 mois), et les échanges avec leurs auteurs.',
      en: 'Compliance: the whistleblowing reports, which only you can read, overdue first (acknowledge within 7 days, give feedback within 3 months), and the messages with their authors.',
      es: 'Cumplimiento: las denuncias, que solo usted puede leer, primero las más atrasadas (acuse de recibo en 7 días, respuesta en 3 meses), y los mensajes con sus autores.',
      de: 'Compliance: die Hinweise, die nur Sie lesen können, Überfälliges zuerst (Eingangsbestätigung binnen 7 Tagen, Rückmeldung binnen 3 Monaten), und die Nachrichten mit den meldenden Personen.',
    },
  },
  /** The candidate's other applications and skills tests, on an application's page. */
  history: {
    title: {
      fr: 'Ses autres candidatures et tests',
      en: 'Their other applications and tests',
      es: 'Sus otras candidaturas y pruebas',
      de: 'Weitere Bewerbungen und Tests',
    },
    applications: { fr: 'Candidatures', en: 'Applications', es: 'Candidaturas', de: 'Bewerbungen' },
    tests: {
      fr: 'Tests de compétences',
      en: 'Skills tests',
      es: 'Pruebas de competencias',
      de: 'Kompetenztests',
    },
    none: { fr: 'Aucune', en: 'None', es: 'Ninguna', de: 'Keine' },
    spontaneous: {
      fr: 'Candidature spontanée',
      en: 'Spontaneous application',
      es: 'Candidatura espontánea',
      de: 'Initiativbewerbung',
    },
    linkGiven: { fr: 'lien donné', en: 'link given', es: 'enlace dado', de: 'Link erteilt' },
    noLink: { fr: 'sans lien', en: 'no link', es: 'sin enlace', de: 'ohne Link' },
  },
} satisfies {
  hello: AdminText;
  yourWork: AdminText;
  roles: Record<string, AdminText>;
  history: Record<string, AdminText>;
};
