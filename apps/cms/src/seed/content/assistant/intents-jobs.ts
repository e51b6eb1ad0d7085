import type { SeedIntent } from './types';

/*
 * Jobs and applying: every answer leads to the offers search (the CMS prefills `?q=` and
 * `subsidiary` from the question for `offers` intents) or to the unsolicited application.
 */

const OFFERS = '/nos-offres';
const UNSOLICITED = '/candidature-spontanee';

const jobs: SeedIntent = {
  key: 'jobs',
  kind: 'offers',
  text: {
    fr: {
      examples: [
        'Vous recrutez ?',
        'Je cherche un emploi',
        'Quelles sont vos offres d’emploi ?',
        'Je voudrais travailler chez DAV',
        'Avez-vous des postes ouverts ?',
        'Je souhaite postuler à une offre',
        'Comment candidater ?',
        'Je suis développeur, avez-vous du travail pour moi ?',
        'Y a-t-il des postes à pourvoir près de chez moi ?',
        'Je cherche un CDI dans l’informatique',
        'Tu as du boulot pour moi ?',
        'Je veux rejoindre vos équipes',
        'Vous embauchez des ingénieurs ?',
        'Je cherche un job de consultante',
        'J’aimerais bosser pour DAV',
        'Vous avez du taf pour moi ?',
        'Je cherche un poste de chef de projet',
        'Des offres dans la data ?',
        'Comment postuler à une offre ?',
        'Quels métiers recrutez-vous ?',
      ],
      answer: [
        {
          message: 'Bonne nouvelle, {username} : nous recrutons ! Je vous emmène vers nos offres.',
          redirection: OFFERS,
          ctas: [{ label: 'Voir les offres', url: OFFERS }],
        },
      ],
    },
    en: {
      examples: [
        'Are you recruiting?',
        'I am looking for a job',
        'What job offers do you have?',
        'I would like to work at DAV',
        'Do you have any open positions?',
        'I want to apply for a job',
        'How can I apply?',
        'I’m a developer, do you have work for me?',
        'Are there vacancies near me?',
        'Looking for a permanent IT job',
        'Can I join your team?',
        'Do you hire engineers?',
        'Any jobs for a consultant?',
        'Show me your careers',
        'Any roles for developers?',
        'Job openings in data',
        'How do I apply for a position?',
        'What roles are you recruiting for?',
        'I want a job as a network engineer',
      ],
      answer: [
        {
          message: 'Good news, {username}: we are hiring! Let me take you to our job offers.',
          redirection: OFFERS,
          ctas: [{ label: 'See the job offers', url: OFFERS }],
        },
      ],
    },
    es: {
      examples: [
        '¿Estáis reclutando?',
        'Busco empleo',
        '¿Qué ofertas de empleo tenéis?',
        'Me gustaría trabajar en DAV',
        '¿Tenéis puestos vacantes?',
        'Quiero postularme a una oferta',
        '¿Cómo presento mi candidatura?',
        'Soy desarrollador, ¿tenéis trabajo para mí?',
        '¿Hay vacantes cerca de mí?',
        'Busco un contrato indefinido en informática',
        '¿Tienes curro para mí?',
        'Quiero unirme a vuestro equipo',
        '¿Contratáis ingenieros?',
        'Busco trabajo de consultora',
        '¿Cómo puedo postular?',
        'Ofertas para jefes de proyecto',
        'Empleo en el sector de datos',
        '¿Qué perfiles buscáis?',
        'Quiero un puesto de analista',
      ],
      answer: [
        {
          message: '¡Buenas noticias, {username}: estamos contratando! Le llevo a nuestras ofertas.',
          redirection: OFFERS,
          ctas: [{ label: 'Ver las ofertas', url: OFFERS }],
        },
      ],
    },
    de: {
      examples: [
        'Stellt ihr ein?',
        'Ich suche eine Arbeit',
        'Welche Stellenangebote habt ihr?',
        'Ich möchte bei DAV arbeiten',
        'Gibt es offene Stellen?',
        'Ich möchte mich auf eine Stelle bewerben',
        'Wie kann ich mich bewerben?',
        'Ich bin Entwickler, habt ihr Arbeit für mich?',
        'Gibt es Jobs in meiner Nähe?',
        'Ich suche eine Festanstellung in der IT',
        'Hast du einen Job für mich?',
        'Ich will in eurem Team arbeiten',
        'Sucht ihr Ingenieure?',
        'Karriere bei DAV',
        'Stellenangebote für Projektleiter',
        'Jobs im Bereich Daten',
        'Welche Profile sucht ihr?',
        'Ich suche eine Stelle als Analyst',
        'Arbeiten bei DAV',
      ],
      answer: [
        {
          message: 'Gute Nachricht, {username}: Wir stellen ein! Ich bringe Sie zu unseren Stellenangeboten.',
          redirection: OFFERS,
          ctas: [{ label: 'Zu den Stellenangeboten', url: OFFERS }],
        },
      ],
    },
  },
};

const internships: SeedIntent = {
  key: 'internships',
  kind: 'offers',
  text: {
    fr: {
      examples: [
        'Proposez-vous des stages ?',
        'Je cherche un stage',
        'Vous prenez des alternants ?',
        'Je cherche une alternance',
        'Un contrat d’apprentissage chez vous, c’est possible ?',
        'Je suis étudiante, avez-vous des stages ?',
        'Stage de fin d’études',
        'Recrutez-vous des stagiaires ?',
        'Je voudrais faire mon apprentissage chez DAV',
      ],
      answer: [
        {
          message:
            'Nous accueillons des stagiaires et des alternants, {username} ! Nos stages et alternances sont parmi nos offres ; si aucun ne vous correspond, une candidature spontanée est la bienvenue.',
          ctas: [
            { label: 'Voir les offres', url: OFFERS },
            { label: 'Candidature spontanée', url: UNSOLICITED },
          ],
        },
      ],
    },
    en: {
      examples: [
        'Do you offer internships?',
        'I am looking for an internship',
        'Do you have apprenticeships?',
        'Work-study programme',
        'I’m a student, can I do an internship with you?',
        'Final-year internship',
        'Do you hire interns?',
        'Student placement at DAV',
      ],
      answer: [
        {
          message:
            'We welcome interns and apprentices, {username}! Our internships and work-study contracts are among our job offers; if none suits you, an unsolicited application is welcome.',
          ctas: [
            { label: 'See the job offers', url: OFFERS },
            { label: 'Unsolicited application', url: UNSOLICITED },
          ],
        },
      ],
    },
    es: {
      examples: [
        '¿Ofrecéis prácticas?',
        'Busco unas prácticas',
        '¿Tenéis contratos de formación en alternancia?',
        'Soy estudiante, ¿puedo hacer prácticas con vosotros?',
        'Prácticas de fin de grado',
        '¿Contratáis becarios?',
        'Busco una beca en una empresa informática',
        'Quiero hacer mis prácticas en DAV',
      ],
      answer: [
        {
          message:
            '¡Acogemos a becarios y estudiantes en alternancia, {username}! Encontrará nuestras prácticas entre las ofertas; si ninguna le encaja, una candidatura espontánea es bienvenida.',
          ctas: [
            { label: 'Ver las ofertas', url: OFFERS },
            { label: 'Candidatura espontánea', url: UNSOLICITED },
          ],
        },
      ],
    },
    de: {
      examples: [
        'Bietet ihr Praktika an?',
        'Ich suche ein Praktikum',
        'Habt ihr Ausbildungsplätze?',
        'Duales Studium bei DAV',
        'Ich bin Studentin, kann ich bei euch ein Praktikum machen?',
        'Praktikum für die Abschlussarbeit',
        'Sucht ihr Praktikantinnen?',
        'Werkstudentenstelle',
      ],
      answer: [
        {
          message:
            'Wir nehmen Praktikanten und Auszubildende auf, {username}! Praktika und duale Stellen finden Sie unter unseren Angeboten; passt keines, ist eine Initiativbewerbung willkommen.',
          ctas: [
            { label: 'Zu den Stellenangeboten', url: OFFERS },
            { label: 'Initiativbewerbung', url: UNSOLICITED },
          ],
        },
      ],
    },
  },
};

const unsolicitedApplication: SeedIntent = {
  key: 'unsolicited-application',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je voudrais faire une candidature spontanée',
        'Aucune offre ne correspond à mon profil',
        'Je ne trouve pas d’offre qui me convient',
        'Puis-je vous envoyer mon CV ?',
        'Où déposer mon CV ?',
        'Postuler sans offre',
        'Je veux vous envoyer une candidature libre',
        'Vous acceptez les candidatures sans annonce ?',
        'Il n’y a pas de poste pour moi, je peux quand même postuler ?',
        'Comment transmettre mon curriculum vitae ?',
      ],
      answer: [
        {
          message:
            'Aucune offre ne vous correspond ? Envoyez-nous une candidature spontanée, {username} : nous la lisons avec attention.',
          redirection: UNSOLICITED,
          ctas: [{ label: 'Candidature spontanée', url: UNSOLICITED }],
        },
      ],
    },
    en: {
      examples: [
        'I’d like to send an unsolicited application',
        'No offer matches my profile',
        'I can’t find a job that suits me',
        'Can I send you my CV?',
        'Where can I drop my resume?',
        'Apply without a job offer',
        'Speculative application',
        'General application',
        'There’s no position for me, can I still apply?',
        'How do I send you my curriculum vitae?',
      ],
      answer: [
        {
          message:
            'No offer suits you? Send us an unsolicited application, {username}: we read every one carefully.',
          redirection: UNSOLICITED,
          ctas: [{ label: 'Unsolicited application', url: UNSOLICITED }],
        },
      ],
    },
    es: {
      examples: [
        'Quiero hacer una candidatura espontánea',
        'Ninguna oferta corresponde a mi perfil',
        'No encuentro ninguna oferta para mí',
        '¿Puedo enviaros mi currículum?',
        '¿Dónde dejo mi CV?',
        'Postular sin oferta',
        'Autocandidatura',
        '¿Aceptáis candidaturas sin anuncio?',
        'No hay puesto para mí, ¿puedo postular igualmente?',
        '¿Cómo os mando mi currículum vitae?',
      ],
      answer: [
        {
          message:
            '¿Ninguna oferta encaja con su perfil? Envíenos una candidatura espontánea, {username}: las leemos todas con atención.',
          redirection: UNSOLICITED,
          ctas: [{ label: 'Candidatura espontánea', url: UNSOLICITED }],
        },
      ],
    },
    de: {
      examples: [
        'Ich möchte mich initiativ bewerben',
        'Keine Stelle passt zu meinem Profil',
        'Ich finde kein passendes Angebot',
        'Kann ich euch meinen Lebenslauf schicken?',
        'Wo kann ich meinen CV abgeben?',
        'Bewerbung ohne Stellenangebot',
        'Blindbewerbung',
        'Nehmt ihr Bewerbungen ohne Ausschreibung an?',
        'Es gibt keine Stelle für mich, kann ich mich trotzdem bewerben?',
        'Wie sende ich meine Bewerbungsunterlagen?',
      ],
      answer: [
        {
          message:
            'Kein Angebot passt zu Ihnen? Senden Sie uns eine Initiativbewerbung, {username}: Wir lesen jede aufmerksam.',
          redirection: UNSOLICITED,
          ctas: [{ label: 'Initiativbewerbung', url: UNSOLICITED }],
        },
      ],
    },
  },
};

export const JOB_INTENTS: SeedIntent[] = [jobs, internships, unsolicitedApplication];
