import type { SeedIntent } from './types';

/*
 * The group itself: what DAV is and does (the about page, whose slug differs per language: see
 * seed/content/about.ts), its expertise, its news, and what it does with personal data (the privacy
 * page, seed/content/legal.ts).
 */

const SUBSIDIARIES = '/nos-filiales';
const OFFERS = '/nos-offres';
const BLOG = '/blog';

const company: SeedIntent = {
  key: 'company',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Qui êtes-vous ?',
        'Que fait DAV ?',
        'Présentez-moi le groupe DAV',
        'Quelle est l’histoire de DAV ?',
        'DAV, c’est quelle entreprise ?',
        'Quelles sont vos valeurs ?',
        'Quelle est votre activité ?',
        'Depuis quand existe le groupe ?',
        'Présentation de votre société',
        'Votre entreprise en quelques mots',
      ],
      answer: [
        {
          message:
            'Né à Lyon en 2004, DAV est un groupe de conseil en informatique qui réunit des filiales en Europe et en Amérique du Nord.',
          ctas: [
            { label: 'Qui sommes-nous ?', url: '/qui-sommes-nous' },
            { label: 'Voir nos filiales', url: SUBSIDIARIES },
          ],
        },
      ],
    },
    en: {
      examples: [
        'Who are you as a company?',
        'What does DAV do?',
        'Tell me about the DAV group',
        'What is the history of DAV?',
        'What kind of company is DAV?',
        'What are your values?',
        'What is your business?',
        'How long has the group existed?',
        'Your company in a few words',
      ],
      answer: [
        {
          message:
            'Founded in Lyon in 2004, DAV is an IT consulting group with subsidiaries in Europe and North America.',
          ctas: [
            { label: 'About us', url: '/about-us' },
            { label: 'See our subsidiaries', url: SUBSIDIARIES },
          ],
        },
      ],
    },
    es: {
      examples: [
        '¿Quiénes sois?',
        '¿Qué hace DAV?',
        'Preséntame el grupo DAV',
        '¿Cuál es la historia de DAV?',
        '¿Qué tipo de empresa es DAV?',
        '¿Cuáles son vuestros valores?',
        '¿Cuál es vuestra actividad?',
        '¿Desde cuándo existe el grupo?',
        'Presentación de vuestra empresa',
      ],
      answer: [
        {
          message:
            'Fundado en Lyon en 2004, DAV es un grupo de consultoría informática con filiales en Europa y Norteamérica.',
          ctas: [
            { label: '¿Quiénes somos?', url: '/quienes-somos' },
            { label: 'Ver nuestras filiales', url: SUBSIDIARIES },
          ],
        },
      ],
    },
    de: {
      examples: [
        'Wer seid ihr als Firma?',
        'Was macht DAV?',
        'Stell mir die DAV-Gruppe vor',
        'Was ist die Geschichte von DAV?',
        'Was für ein Unternehmen ist DAV?',
        'Welche Werte habt ihr?',
        'Was ist euer Geschäft?',
        'Seit wann gibt es die Gruppe?',
        'Eure Firma in wenigen Worten',
      ],
      answer: [
        {
          message:
            'DAV wurde 2004 in Lyon gegründet und ist eine IT-Beratungsgruppe mit Tochtergesellschaften in Europa und Nordamerika.',
          ctas: [
            { label: 'Über uns', url: '/uber-uns' },
            { label: 'Unsere Tochtergesellschaften', url: SUBSIDIARIES },
          ],
        },
      ],
    },
  },
};

const expertise: SeedIntent = {
  key: 'expertise',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Quels sont vos métiers ?',
        'Dans quels domaines intervenez-vous ?',
        'Quelles sont vos expertises ?',
        'Vous êtes experts en quoi ?',
        'Faites-vous de la cybersécurité pour les entreprises ?',
        'Quelles technologies maîtrisez-vous ?',
        'Vos spécialités techniques',
        'Vous travaillez sur les systèmes embarqués ?',
      ],
      answer: [
        {
          message:
            'Cloud et DevOps, data et IA, cybersécurité, réseaux, systèmes embarqués : chaque filiale présente ses expertises et ses clients.',
          ctas: [
            { label: 'Voir nos filiales', url: SUBSIDIARIES },
            { label: 'Voir les offres', url: OFFERS },
          ],
        },
      ],
    },
    en: {
      examples: [
        'What are your areas of expertise?',
        'In which fields do you work?',
        'What is your expertise?',
        'What are you experts in?',
        'Do you provide cybersecurity services to companies?',
        'Which technologies do you master?',
        'Your technical specialities',
        'Do you work on embedded systems?',
      ],
      answer: [
        {
          message:
            'Cloud and DevOps, data and AI, cybersecurity, networks, embedded systems: each subsidiary presents its expertise and its clients.',
          ctas: [
            { label: 'See our subsidiaries', url: SUBSIDIARIES },
            { label: 'See the job offers', url: OFFERS },
          ],
        },
      ],
    },
    es: {
      examples: [
        '¿Cuáles son vuestras áreas de especialidad?',
        '¿En qué ámbitos trabajáis?',
        '¿Cuál es vuestra experiencia técnica?',
        '¿En qué sois expertos?',
        '¿Hacéis ciberseguridad para empresas?',
        '¿Qué tecnologías domináis?',
        'Vuestras especialidades técnicas',
        '¿Cuál es vuestra especialización?',
        '¿Trabajáis en sistemas embebidos?',
      ],
      answer: [
        {
          message:
            'Cloud y DevOps, datos e IA, ciberseguridad, redes, sistemas embebidos: cada filial presenta sus especialidades y sus clientes.',
          ctas: [
            { label: 'Ver nuestras filiales', url: SUBSIDIARIES },
            { label: 'Ver las ofertas', url: OFFERS },
          ],
        },
      ],
    },
    de: {
      examples: [
        'Was sind eure Fachgebiete?',
        'In welchen Bereichen seid ihr tätig?',
        'Welche Expertise habt ihr?',
        'Worin seid ihr Experten?',
        'Macht ihr Cybersicherheit für Unternehmen?',
        'Welche Technologien beherrscht ihr?',
        'Eure technischen Schwerpunkte',
        'Eure Spezialisierung',
        'Arbeitet ihr an eingebetteten Systemen?',
      ],
      answer: [
        {
          message:
            'Cloud und DevOps, Daten und KI, Cybersicherheit, Netzwerke, eingebettete Systeme: Jede Tochtergesellschaft stellt ihre Expertise und ihre Kunden vor.',
          ctas: [
            { label: 'Unsere Tochtergesellschaften', url: SUBSIDIARIES },
            { label: 'Zu den Stellenangeboten', url: OFFERS },
          ],
        },
      ],
    },
  },
};

const news: SeedIntent = {
  key: 'news',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Quelles sont les actualités de DAV ?',
        'Quoi de neuf chez DAV ?',
        'Je veux lire vos articles',
        'Les dernières nouvelles',
        'Où est votre blog ?',
        'Vos articles techniques',
        'Avez-vous publié des nouveautés récemment ?',
        'Les événements du groupe',
      ],
      answer: [
        {
          message: 'Toute l’actualité du groupe, nos articles techniques et nos événements sont sur le blog.',
          ctas: [{ label: 'Lire les actualités', url: BLOG }],
        },
      ],
    },
    en: {
      examples: [
        'What is new at DAV?',
        'What’s the news?',
        'I want to read your articles',
        'Recent updates',
        'Where is your blog?',
        'Your technical articles',
        'Have you published anything lately?',
        'Group events',
      ],
      answer: [
        {
          message: 'All the group news, our technical articles and our events are on the blog.',
          ctas: [{ label: 'Read the news', url: BLOG }],
        },
      ],
    },
    es: {
      examples: [
        '¿Qué novedades hay en DAV?',
        '¿Qué hay de nuevo?',
        'Quiero leer vuestros artículos',
        'Las últimas novedades',
        '¿Dónde está vuestro blog?',
        'Vuestros artículos técnicos',
        '¿Habéis publicado algo recientemente?',
        'Los eventos del grupo',
      ],
      answer: [
        {
          message:
            'Toda la actualidad del grupo, nuestros artículos técnicos y nuestros eventos están en el blog.',
          ctas: [{ label: 'Leer las noticias', url: BLOG }],
        },
      ],
    },
    de: {
      examples: [
        'Was gibt es Neues bei DAV?',
        'Welche Neuigkeiten gibt es?',
        'Ich möchte eure Artikel lesen',
        'Die letzten Nachrichten',
        'Wo ist euer Blog?',
        'Eure Fachartikel',
        'Habt ihr kürzlich etwas veröffentlicht?',
        'Veranstaltungen der Gruppe',
      ],
      answer: [
        {
          message: 'Alle Neuigkeiten der Gruppe, unsere Fachartikel und Veranstaltungen finden Sie im Blog.',
          ctas: [{ label: 'Neuigkeiten lesen', url: BLOG }],
        },
      ],
    },
  },
};

const privacy: SeedIntent = {
  key: 'privacy',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Comment protégez-vous mes données ?',
        'Je veux effacer mes données',
        'Politique de confidentialité',
        'Quelles données personnelles conservez-vous ?',
        'Exercer mon droit d’accès RGPD',
        'Combien de temps gardez-vous mon CV ?',
        'Utilisez-vous des cookies ?',
        'Vie privée et données',
      ],
      answer: [
        {
          message:
            'Ce que nous conservons, combien de temps et comment exercer vos droits : tout est dans notre politique de confidentialité.',
          ctas: [{ label: 'Politique de confidentialité', url: '/politique-de-confidentialite' }],
        },
      ],
    },
    en: {
      examples: [
        'How do you protect my data?',
        'I want my data erased',
        'Privacy policy',
        'What personal data do you keep?',
        'Exercise my GDPR right of access',
        'How long do you keep my CV?',
        'Do you use cookies?',
        'Privacy and data',
      ],
      answer: [
        {
          message:
            'What we keep, for how long and how to exercise your rights: it is all in our privacy policy.',
          ctas: [{ label: 'Privacy policy', url: '/privacy-policy' }],
        },
      ],
    },
    es: {
      examples: [
        '¿Cómo protegéis mis datos?',
        'Quiero que borréis mis datos',
        'Política de privacidad',
        '¿Qué datos personales guardáis?',
        'Ejercer mi derecho de acceso RGPD',
        '¿Cuánto tiempo guardáis mi CV?',
        '¿Usáis cookies?',
        'Privacidad y datos',
      ],
      answer: [
        {
          message:
            'Qué guardamos, durante cuánto tiempo y cómo ejercer sus derechos: todo está en nuestra política de privacidad.',
          ctas: [{ label: 'Política de privacidad', url: '/politica-de-privacidad' }],
        },
      ],
    },
    de: {
      examples: [
        'Wie schützt ihr meine Daten?',
        'Ich möchte meine Daten löschen lassen',
        'Datenschutzerklärung',
        'Welche personenbezogenen Daten speichert ihr?',
        'Mein DSGVO-Auskunftsrecht ausüben',
        'Wie lange behaltet ihr meinen Lebenslauf?',
        'Verwendet ihr Cookies?',
        'Privatsphäre und Daten',
      ],
      answer: [
        {
          message:
            'Was wir speichern, wie lange und wie Sie Ihre Rechte ausüben: Das steht in unserer Datenschutzerklärung.',
          ctas: [{ label: 'Datenschutzerklärung', url: '/datenschutz' }],
        },
      ],
    },
  },
};

export const GROUP_INTENTS: SeedIntent[] = [company, expertise, news, privacy];
