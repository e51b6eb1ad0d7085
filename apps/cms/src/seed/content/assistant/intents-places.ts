import { SEED_COWORKING } from '../coworking';
import type { SeedIntent } from './types';

/*
 * Places to go on the site: the coworking space (its rates those of the seeded coworking global),
 * a day at DAV, the subsidiaries (the CMS opens the one named), the training courses.
 */

const COWORKING = '/espace-coworking';
const DAY = '/une-journee-chez-dav';
const SUBSIDIARIES = '/nos-filiales';
const TRAINING = '/nos-formations';
const { dayRatePrice: day, weekRatePrice: week, monthRatePrice: month } = SEED_COWORKING;

const coworking: SeedIntent = {
  key: 'coworking',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je voudrais louer un bureau',
        'Combien coûte le coworking ?',
        'Quels sont les tarifs de votre espace de coworking ?',
        'Avez-vous des postes de travail à louer ?',
        'Je cherche un open space pour travailler quelques jours',
        'Réserver un poste en coworking pour une semaine',
        'Le coworking est ouvert à quelle heure ?',
        'Prix d’un bureau au mois',
        'Tu as de la place dans ton coworking ?',
        'Louer un poste de travail flexible',
        'Espace de travail partagé',
      ],
      answer: [
        {
          message: `Notre espace de coworking, au cœur de Lyon, vous accueille dès ${day} € HT la journée, ${week} € la semaine ou ${month} € le mois. Je vous y emmène !`,
          redirection: COWORKING,
          ctas: [{ label: 'Découvrir le coworking', url: COWORKING }],
        },
      ],
    },
    en: {
      examples: [
        'I’d like to rent a desk',
        'How much is the coworking?',
        'What are the rates of your coworking space?',
        'Do you have workspaces for rent?',
        'Looking for an open space to work a few days',
        'Book a coworking desk for a week',
        'What time does the coworking open?',
        'Price of an office per month',
        'Is there room in your coworking?',
        'Hot desk for freelancers',
        'Shared workspace',
      ],
      answer: [
        {
          message: `Our coworking space in the heart of Lyon welcomes you from €${day} a day excl. VAT, €${week} a week or €${month} a month. Let me take you there!`,
          redirection: COWORKING,
          ctas: [{ label: 'Discover the coworking space', url: COWORKING }],
        },
      ],
    },
    es: {
      examples: [
        'Quisiera alquilar un despacho',
        '¿Cuánto cuesta el coworking?',
        '¿Qué tarifas tiene vuestro espacio de coworking?',
        '¿Tenéis puestos de trabajo en alquiler?',
        'Busco un espacio abierto para trabajar unos días',
        'Reservar un puesto de coworking una semana',
        '¿A qué hora abre el coworking?',
        'Precio de una oficina al mes',
        '¿Te queda sitio en el coworking?',
        'Alquilar un escritorio para autónomos',
        'Espacio de trabajo compartido',
      ],
      answer: [
        {
          message: `Nuestro espacio de coworking, en el corazón de Lyon, le recibe desde ${day} € sin IVA al día, ${week} € a la semana o ${month} € al mes. ¡Le llevo allí!`,
          redirection: COWORKING,
          ctas: [{ label: 'Descubrir el coworking', url: COWORKING }],
        },
      ],
    },
    de: {
      examples: [
        'Ich möchte einen Arbeitsplatz mieten',
        'Was kostet das Coworking?',
        'Welche Preise hat euer Coworking-Space?',
        'Habt ihr Schreibtische zu vermieten?',
        'Ich suche einen Open Space für ein paar Tage',
        'Einen Coworking-Platz für eine Woche buchen',
        'Wann öffnet das Coworking?',
        'Preis für ein Büro pro Monat',
        'Hast du Platz im Coworking?',
        'Arbeitsplatz für Freelancer mieten',
        'Gemeinsamer Arbeitsbereich',
      ],
      answer: [
        {
          message: `Unser Coworking-Space im Herzen von Lyon empfängt Sie ab ${day} € pro Tag zzgl. MwSt., ${week} € pro Woche oder ${month} € pro Monat. Ich bringe Sie hin!`,
          redirection: COWORKING,
          ctas: [{ label: 'Zum Coworking-Space', url: COWORKING }],
        },
      ],
    },
  },
};

const dayAtDav: SeedIntent = {
  key: 'day-at-dav',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je voudrais organiser un séminaire',
        'Réserver une salle pour une journée avec repas',
        'Organiser une journée de cohésion pour mon équipe',
        'Vous louez des salles de réunion à la journée ?',
        'Atelier team building chez DAV',
        'En quoi consiste une journée chez DAV ?',
        'Je veux composer une journée avec un buffet',
        'Réserver un séminaire d’entreprise',
      ],
      answer: [
        {
          message:
            'Séminaire, atelier ou journée d’équipe : composez votre journée chez DAV (thèmes, salle, déjeuner) et envoyez-nous votre demande.',
          ctas: [{ label: 'Composer ma journée', url: DAY }],
        },
      ],
    },
    en: {
      examples: [
        'I’d like to organise a seminar',
        'Book a room for a day with a meal',
        'Organise a team-building day for my team',
        'Do you rent meeting rooms by the day?',
        'Team building workshop at DAV',
        'What is a day at DAV?',
        'I want to plan a day with a buffet',
        'Book a company offsite',
      ],
      answer: [
        {
          message:
            'A seminar, a workshop or a team day: plan your day at DAV (themes, room, lunch) and send us your request.',
          ctas: [{ label: 'Plan my day', url: DAY }],
        },
      ],
    },
    es: {
      examples: [
        'Quisiera organizar un seminario',
        'Reservar una sala para un día con comida',
        'Organizar una jornada de cohesión para mi equipo',
        '¿Alquiláis salas de reuniones por días?',
        'Taller de team building en DAV',
        '¿Qué es una jornada en DAV?',
        'Quiero organizar una jornada con bufé',
        'Reservar un seminario de empresa',
      ],
      answer: [
        {
          message:
            'Un seminario, un taller o una jornada de equipo: organice su jornada en DAV (temas, sala, almuerzo) y envíenos su solicitud.',
          ctas: [{ label: 'Organizar mi jornada', url: DAY }],
        },
      ],
    },
    de: {
      examples: [
        'Ich möchte ein Seminar organisieren',
        'Einen Raum für einen Tag mit Essen buchen',
        'Einen Teambuilding-Tag für mein Team organisieren',
        'Vermietet ihr Besprechungsräume tageweise?',
        'Teambuilding-Workshop bei DAV',
        'Was ist ein Tag bei DAV?',
        'Ich will einen Tag mit Buffet planen',
        'Ein Firmenseminar buchen',
      ],
      answer: [
        {
          message:
            'Ein Seminar, ein Workshop oder ein Teamtag: Planen Sie Ihren Tag bei DAV (Themen, Raum, Mittagessen) und senden Sie uns Ihre Anfrage.',
          ctas: [{ label: 'Meinen Tag planen', url: DAY }],
        },
      ],
    },
  },
};

const offices: SeedIntent = {
  key: 'offices',
  kind: 'subsidiaries',
  text: {
    fr: {
      examples: [
        'Où êtes-vous situés ?',
        'Quelles sont vos filiales ?',
        'Où se trouvent vos agences ?',
        'Avez-vous un bureau dans ma ville ?',
        'L’adresse de vos locaux',
        'Dans quels pays êtes-vous présents ?',
        'Je veux venir vous voir, où êtes-vous ?',
        'La liste de vos implantations',
        'Vos bureaux en France et à l’étranger',
        'Vous êtes où exactement ?',
      ],
      answer: [
        {
          message:
            'Le groupe DAV a des filiales en France, en Belgique, en Suisse, en Espagne et au Canada. Voici où nous trouver.',
          ctas: [{ label: 'Voir nos filiales', url: SUBSIDIARIES }],
        },
      ],
    },
    en: {
      examples: [
        'Where are you located?',
        'What are your subsidiaries?',
        'Where are your branches?',
        'Do you have an office in my city?',
        'The address of your premises',
        'Which countries are you in?',
        'I want to visit you, where are you?',
        'List of your locations',
        'Your offices around the world',
        'Where exactly are you?',
      ],
      answer: [
        {
          message:
            'The DAV group has subsidiaries in France, Belgium, Switzerland, Spain and Canada. Here is where to find us.',
          ctas: [{ label: 'See our subsidiaries', url: SUBSIDIARIES }],
        },
      ],
    },
    es: {
      examples: [
        '¿Dónde estáis ubicados?',
        '¿Cuáles son vuestras filiales?',
        '¿Dónde están vuestras sedes?',
        '¿Tenéis una oficina en mi ciudad?',
        'La dirección de vuestras instalaciones',
        '¿En qué países estáis presentes?',
        'Quiero visitaros, ¿dónde estáis?',
        'La lista de vuestras delegaciones',
        'Vuestras oficinas en Europa y Canadá',
        '¿Dónde estáis exactamente?',
      ],
      answer: [
        {
          message:
            'El grupo DAV tiene filiales en Francia, Bélgica, Suiza, España y Canadá. Aquí puede encontrarnos.',
          ctas: [{ label: 'Ver nuestras filiales', url: SUBSIDIARIES }],
        },
      ],
    },
    de: {
      examples: [
        'Wo seid ihr?',
        'Welche Tochtergesellschaften habt ihr?',
        'Wo sind eure Niederlassungen?',
        'Habt ihr ein Büro in meiner Stadt?',
        'Die Adresse eurer Räumlichkeiten',
        'In welchen Ländern seid ihr vertreten?',
        'Ich will euch besuchen, wo finde ich euch?',
        'Liste eurer Standorte',
        'Eure Büros in Europa und Kanada',
        'Wo genau seid ihr?',
      ],
      answer: [
        {
          message:
            'Die DAV-Gruppe umfasst Tochtergesellschaften in Frankreich, Belgien, der Schweiz, Spanien und Kanada. Hier finden Sie uns.',
          ctas: [{ label: 'Unsere Tochtergesellschaften', url: SUBSIDIARIES }],
        },
      ],
    },
  },
};

const training: SeedIntent = {
  key: 'training',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Proposez-vous des formations ?',
        'Je cherche une formation DevOps',
        'Votre catalogue de formations',
        'Formation Terraform en entreprise',
        'Vous formez aux outils data ?',
        'Je veux apprendre le machine learning',
        'Des sessions de formation inter-entreprises ?',
        'Peut-on former nos équipes chez vous ?',
      ],
      answer: [
        {
          message:
            'Nos experts forment à ce qu’ils pratiquent : cloud, DevOps, data et intelligence artificielle, en inter ou en intra-entreprise.',
          ctas: [{ label: 'Voir nos formations', url: TRAINING }],
        },
      ],
    },
    en: {
      examples: [
        'Do you offer training courses?',
        'I’m looking for a DevOps course',
        'Your training catalogue',
        'In-house Terraform training',
        'Do you teach data tools?',
        'I want to learn machine learning',
        'Public training sessions?',
        'Can you train our teams?',
      ],
      answer: [
        {
          message:
            'Our experts teach what they practise: cloud, DevOps, data and artificial intelligence, in public or in-house sessions.',
          ctas: [{ label: 'See our training courses', url: TRAINING }],
        },
      ],
    },
    es: {
      examples: [
        '¿Ofrecéis cursos de formación?',
        'Busco un curso de DevOps',
        'Vuestro catálogo de formaciones',
        'Formación en Terraform para empresas',
        '¿Formáis en herramientas de datos?',
        'Quiero aprender machine learning',
        '¿Sesiones de formación abiertas?',
        '¿Podéis formar a nuestros equipos?',
      ],
      answer: [
        {
          message:
            'Nuestros expertos enseñan lo que practican: cloud, DevOps, datos e inteligencia artificial, en sesiones abiertas o en empresa.',
          ctas: [{ label: 'Ver nuestras formaciones', url: TRAINING }],
        },
      ],
    },
    de: {
      examples: [
        'Bietet ihr Schulungen an?',
        'Ich suche einen DevOps-Kurs',
        'Euer Schulungskatalog',
        'Terraform-Schulung für Firmen',
        'Schult ihr zu Daten-Tools?',
        'Ich möchte Machine Learning lernen',
        'Offene Schulungstermine?',
        'Könnt ihr unsere Teams weiterbilden?',
      ],
      answer: [
        {
          message:
            'Unsere Fachleute vermitteln, was sie praktizieren: Cloud, DevOps, Daten und künstliche Intelligenz, offen oder als Inhouse-Schulung.',
          ctas: [{ label: 'Unsere Schulungen', url: TRAINING }],
        },
      ],
    },
  },
};

export const PLACE_INTENTS: SeedIntent[] = [coworking, dayAtDav, offices, training];
