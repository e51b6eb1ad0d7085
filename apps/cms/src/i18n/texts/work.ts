import type { AdminLanguage, AdminText } from '../languages';

/*
 * The dashboard's "what waits for you" (admin/dashboard), in the admin's four languages. Item
 * texts that name a collection, a global or a content language are functions of that name.
 */

const t = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });
type Named = Record<AdminLanguage, (name: string) => string>;

/** Each role's heading. */
export const ROLE_HEADINGS = {
  editor: t(
    'Ce qui vous attend : contenus',
    'Waiting for you: content',
    'Lo que le espera: contenidos',
    'Was auf Sie wartet: Inhalte',
  ),
  recruiter: t(
    'Ce qui vous attend : recrutement',
    'Waiting for you: recruitment',
    'Lo que le espera: selección',
    'Was auf Sie wartet: Recruiting',
  ),
  compliance: t(
    'Ce qui vous attend : signalements',
    'Waiting for you: reports',
    'Lo que le espera: denuncias',
    'Was auf Sie wartet: Hinweise',
  ),
  admin: t(
    'Ce qui vous attend : administration',
    'Waiting for you: administration',
    'Lo que le espera: administración',
    'Was auf Sie wartet: Administration',
  ),
};

/** The headings inside a role's part. */
export const GROUP_HEADINGS = {
  drafts: t('Brouillons en attente', 'Drafts waiting', 'Borradores pendientes', 'Wartende Entwürfe'),
  missingLanguages: t('Langues manquantes', 'Missing languages', 'Idiomas que faltan', 'Fehlende Sprachen'),
  scheduled: t(
    'Programmé cette semaine',
    'Scheduled this week',
    'Programado esta semana',
    'Diese Woche geplant',
  ),
  applications: t('Nouvelles candidatures', 'New applications', 'Candidaturas nuevas', 'Neue Bewerbungen'),
  offers: t('Offres à fermer', 'Offers to close', 'Ofertas por cerrar', 'Zu schließende Angebote'),
  skillTests: t('Tests de compétences', 'Skills tests', 'Pruebas de competencias', 'Kompetenztests'),
  reports: t(
    'Signalements par échéance',
    'Reports by deadline',
    'Denuncias por plazo',
    'Hinweise nach Frist',
  ),
  mails: t('File des e-mails', 'Mail queue', 'Cola de correos', 'Mail-Warteschlange'),
  retention: t(
    'Dernière purge nocturne',
    'Last nightly erasure',
    'Último borrado nocturno',
    'Letzte nächtliche Löschung',
  ),
} satisfies Record<string, AdminText>;

/** Items whose text stands alone. */
export const ITEM_TEXTS: Record<string, AdminText> = {
  newApplications: t(
    'Toutes les nouvelles candidatures',
    'All new applications',
    'Todas las candidaturas nuevas',
    'Alle neuen Bewerbungen',
  ),
  newSpontaneous: t(
    'Candidatures spontanées',
    'Spontaneous applications',
    'Candidaturas espontáneas',
    'Initiativbewerbungen',
  ),
  offersExpired: t(
    'Offres expirées encore publiées',
    'Expired offers still published',
    'Ofertas caducadas aún publicadas',
    'Abgelaufene, noch veröffentlichte Angebote',
  ),
  offersClosing: t(
    'Offres qui ferment dans les 7 jours',
    'Offers closing within 7 days',
    'Ofertas que cierran en 7 días',
    'Angebote, die in 7 Tagen enden',
  ),
  skillTests: t(
    'Tests demandés ces 7 derniers jours',
    'Tests requested in the last 7 days',
    'Pruebas solicitadas en los últimos 7 días',
    'In den letzten 7 Tagen angeforderte Tests',
  ),
  acknowledgeOverdue: t(
    'Accusé de réception en retard',
    'Acknowledgement overdue',
    'Acuse de recibo atrasado',
    'Eingangsbestätigung überfällig',
  ),
  feedbackOverdue: t('Retour en retard', 'Feedback overdue', 'Respuesta atrasada', 'Rückmeldung überfällig'),
  acknowledgeDue: t(
    'Accusé de réception à envoyer',
    'Acknowledgement to send',
    'Acuse de recibo pendiente',
    'Eingangsbestätigung ausstehend',
  ),
  feedbackDue: t('Retour à donner', 'Feedback to give', 'Respuesta pendiente', 'Rückmeldung ausstehend'),
  mailsWaiting: t(
    'E-mails en attente d’envoi',
    'Mails waiting to be sent',
    'Correos pendientes de envío',
    'Wartende Mails',
  ),
  mailsFailed: t('E-mails en échec', 'Mails that failed', 'Correos fallidos', 'Fehlgeschlagene Mails'),
};

/** Items that name a collection (its plural label) or a global (its label). */
export const NAMED_TEXTS = {
  drafts: {
    fr: (name) => `${name} en brouillon`,
    en: (name) => `${name} in draft`,
    es: (name) => `${name} en borrador`,
    de: (name) => `${name} im Entwurf`,
  },
  globalDraft: {
    fr: (name) => `${name} : brouillon non publié`,
    en: (name) => `${name}: unpublished draft`,
    es: (name) => `${name}: borrador sin publicar`,
    de: (name) => `${name}: unveröffentlichter Entwurf`,
  },
  scheduled: {
    fr: (name) => `${name} à paraître dans les 7 jours`,
    en: (name) => `${name} going live within 7 days`,
    es: (name) => `${name} que se publican en 7 días`,
    de: (name) => `${name}, die in 7 Tagen erscheinen`,
  },
} satisfies Record<string, Named>;

/** A collection missing a content language: the collection's plural label, the language's name. */
export const MISSING_LANGUAGE: Record<AdminLanguage, (collection: string, language: string) => string> = {
  fr: (collection, language) => `${collection} sans version en ${language}`,
  en: (collection, language) => `${collection} missing ${language}`,
  es: (collection, language) => `${collection} sin versión en ${language}`,
  de: (collection, language) => `${collection} ohne Fassung auf ${language}`,
};

/** The content languages' names in each admin language. */
export const LANGUAGE_NAMES: Record<string, AdminText> = {
  fr: t('français', 'French', 'francés', 'Französisch'),
  en: t('anglais', 'English', 'inglés', 'Englisch'),
  es: t('espagnol', 'Spanish', 'español', 'Spanisch'),
  de: t('allemand', 'German', 'alemán', 'Deutsch'),
};

/** The last retention run: when, and what it erased. */
export const RETENTION_TEXTS = {
  lastRun: {
    fr: (date: string) => `Dernière exécution : ${date}`,
    en: (date: string) => `Last run: ${date}`,
    es: (date: string) => `Última ejecución: ${date}`,
    de: (date: string) => `Letzter Lauf: ${date}`,
  } satisfies Named,
  never: t(
    'Aucune exécution pour l’instant.',
    'No run yet.',
    'Ninguna ejecución todavía.',
    'Noch kein Lauf.',
  ),
  erased: t('Effacé', 'Erased', 'Borrado', 'Gelöscht'),
  counts: {
    rejected: t(
      'candidatures refusées',
      'rejected applications',
      'candidaturas rechazadas',
      'abgelehnte Bewerbungen',
    ),
    applications: t('autres candidatures', 'other applications', 'otras candidaturas', 'andere Bewerbungen'),
    skillTests: t('demandes de test', 'skills-test requests', 'solicitudes de prueba', 'Testanfragen'),
    candidates: t('candidats', 'candidates', 'candidatos', 'Bewerber'),
    contact: t('demandes de contact', 'contact requests', 'solicitudes de contacto', 'Kontaktanfragen'),
    coworking: t(
      'demandes de coworking',
      'coworking requests',
      'solicitudes de coworking',
      'Coworking-Anfragen',
    ),
    day: t(
      'demandes « Une journée chez DAV »',
      'day-at-DAV requests',
      'solicitudes «Un día en DAV»',
      '„Ein Tag bei DAV“-Anfragen',
    ),
    mailJobs: t(
      'anciens e-mails et travaux',
      'old mails and jobs',
      'correos y trabajos antiguos',
      'alte Mails und Aufträge',
    ),
    unmatchedQuestions: t(
      'questions sans réponse de l’assistant',
      'unmatched assistant questions',
      'preguntas sin respuesta del asistente',
      'unbeantwortete Assistentenfragen',
    ),
    idempotencyKeys: t('clés d’envoi', 'submission keys', 'claves de envío', 'Sendeschlüssel'),
    orphanRows: t(
      'fiches de fichiers orphelines',
      'orphan file records',
      'registros de archivos huérfanos',
      'verwaiste Dateieinträge',
    ),
    orphanFiles: t('fichiers orphelins', 'orphan files', 'archivos huérfanos', 'verwaiste Dateien'),
  } as Record<string, AdminText>,
};

/** "label : count" in French, "label: count" elsewhere. */
export const withCount = (lang: AdminLanguage, label: string, count: number): string =>
  lang === 'fr' ? `${label} : ${count}` : `${label}: ${count}`;
