import type { SeedIntent } from './types';

/*
 * Getting in touch with something to bring (a project, an article, a start-up): the contact form
 * with its "you are" preselected (docs/product.md#contact: `?youare=`).
 */

const CONTACT = '/contactez-nous';
const as = (youare: string) => `${CONTACT}?youare=${youare}`;

const contactCustomer: SeedIntent = {
  key: 'contact-customer',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'J’ai un projet à vous soumettre',
        'Je voudrais un devis',
        'Nous cherchons une société de conseil informatique',
        'Pouvez-vous nous aider sur notre projet cloud ?',
        'J’ai besoin d’un consultant pour ma société',
        'Vous pouvez réaliser notre application ?',
        'Nous voulons externaliser notre infogérance',
        'Je suis client, à qui m’adresser ?',
        'On a besoin de renfort sur notre projet data',
        'Demande de proposition commerciale',
        'Nous cherchons un prestataire informatique',
        'Combien coûterait notre projet ?',
        'Besoin d’une équipe pour une migration cloud',
      ],
      answer: [
        {
          message:
            'Parlons de votre projet, {username} ! Décrivez-le-nous : un expert vous répond rapidement.',
          ctas: [{ label: 'Soumettre un projet', url: as('customer') }],
        },
      ],
    },
    en: {
      examples: [
        'I have a project to submit',
        'I would like a quote',
        'We are looking for an IT consulting firm',
        'Can you help us with our cloud project?',
        'I need a consultant for my company',
        'Could you build our application?',
        'We want to outsource our IT operations',
        'I’m a client, who should I talk to?',
        'We need extra hands on our data project',
        'Request for proposal',
        'We are looking for an IT service provider',
        'How much would our project cost?',
        'Price estimate for a project',
      ],
      answer: [
        {
          message:
            'Let’s talk about your project, {username}! Tell us about it: an expert will get back to you quickly.',
          ctas: [{ label: 'Submit a project', url: as('customer') }],
        },
      ],
    },
    es: {
      examples: [
        'Tengo un proyecto que proponeros',
        'Quisiera un presupuesto',
        'Buscamos una consultora informática',
        '¿Podéis ayudarnos con nuestro proyecto cloud?',
        'Necesito un consultor para mi empresa',
        '¿Podéis desarrollar nuestra aplicación?',
        'Queremos externalizar nuestros servicios informáticos',
        'Soy cliente, ¿con quién hablo?',
        'Necesitamos refuerzo en nuestro proyecto de datos',
        'Solicitud de propuesta comercial',
        'Buscamos un proveedor informático',
        '¿Cuánto costaría nuestro proyecto?',
        'Necesitamos un equipo para una migración',
      ],
      answer: [
        {
          message: '¡Hablemos de su proyecto, {username}! Cuéntenoslo: un experto le responderá rápidamente.',
          ctas: [{ label: 'Presentar un proyecto', url: as('customer') }],
        },
      ],
    },
    de: {
      examples: [
        'Ich habe ein Projekt für Sie',
        'Ich hätte gern ein Angebot',
        'Wir suchen eine IT-Beratung',
        'Könnt ihr uns bei unserem Cloud-Projekt helfen?',
        'Ich brauche einen Berater für meine Firma',
        'Könnt ihr unsere Anwendung entwickeln?',
        'Wir wollen unseren IT-Betrieb auslagern',
        'Ich bin Kunde, an wen wende ich mich?',
        'Wir brauchen Verstärkung für unser Datenprojekt',
        'Anfrage für ein Kostenangebot',
        'Wir suchen einen IT-Dienstleister',
        'Was würde unser Projekt kosten?',
        'Kostenvoranschlag für ein Projekt',
      ],
      answer: [
        {
          message:
            'Sprechen wir über Ihr Projekt, {username}! Beschreiben Sie es uns: Unsere Fachleute melden sich schnell bei Ihnen.',
          ctas: [{ label: 'Projekt einreichen', url: as('customer') }],
        },
      ],
    },
  },
};

const contactJournalist: SeedIntent = {
  key: 'contact-journalist',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je suis journaliste',
        'Demande presse',
        'Qui est votre contact presse ?',
        'Je voudrais une interview',
        'Je prépare un article sur DAV',
        'Relations presse',
        'Pouvez-vous m’envoyer votre dossier de presse ?',
        'Je travaille pour un média et j’aimerais vous interroger',
      ],
      answer: [
        {
          message:
            'Bienvenue, {username} ! Notre équipe communication répond aux journalistes par le formulaire de contact.',
          ctas: [{ label: 'Contacter la communication', url: as('journaliste') }],
        },
      ],
    },
    en: {
      examples: [
        'I’m a journalist',
        'Press enquiry',
        'Who is your press contact?',
        'I would like an interview',
        'I’m writing an article about DAV',
        'Media relations',
        'Can you send me your press kit?',
        'I work for a newspaper and would like to ask you some questions',
      ],
      answer: [
        {
          message:
            'Welcome, {username}! Our communications team answers journalists through the contact form.',
          ctas: [{ label: 'Contact our communications team', url: as('journaliste') }],
        },
      ],
    },
    es: {
      examples: [
        'Soy periodista',
        'Consulta de prensa',
        '¿Quién es vuestro contacto de prensa?',
        'Quisiera una entrevista',
        'Estoy escribiendo un artículo sobre DAV',
        'Relaciones con los medios',
        '¿Me podéis enviar el dossier de prensa?',
        'Trabajo para un medio y me gustaría haceros unas preguntas',
      ],
      answer: [
        {
          message:
            '¡Hola, {username}! Nuestro equipo de comunicación atiende a los periodistas a través del formulario de contacto.',
          ctas: [{ label: 'Contactar con el equipo de comunicación', url: as('journaliste') }],
        },
      ],
    },
    de: {
      examples: [
        'Ich bin Journalist',
        'Presseanfrage',
        'Wer ist euer Pressekontakt?',
        'Ich hätte gern ein Interview',
        'Ich schreibe einen Artikel über DAV',
        'Medienarbeit',
        'Könnt ihr mir eure Pressemappe schicken?',
        'Ich arbeite für eine Zeitung und würde euch gern befragen',
      ],
      answer: [
        {
          message:
            'Willkommen, {username}! Unser Kommunikationsteam beantwortet Presseanfragen über das Kontaktformular.',
          ctas: [{ label: 'Pressestelle kontaktieren', url: as('journaliste') }],
        },
      ],
    },
  },
};

const contactStartup: SeedIntent = {
  key: 'contact-startup',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je crée ma start-up',
        'Je suis fondateur d’une startup',
        'Accompagnez-vous les créateurs d’entreprise ?',
        'Nous sommes une jeune entreprise innovante',
        'Je cherche un associé technique pour mon projet d’entreprise',
        'Vous investissez dans les start-up ?',
        'Je lance mon entreprise et j’ai besoin d’aide technique',
        'Programme pour les startups',
      ],
      answer: [
        {
          message: 'Nous aimons accompagner les créateurs, {username} ! Présentez-nous votre start-up.',
          ctas: [{ label: 'Présenter ma start-up', url: as('createur') }],
        },
      ],
    },
    en: {
      examples: [
        'I’m starting my own start-up',
        'I am a startup founder',
        'Do you support entrepreneurs?',
        'We are a young innovative company',
        'Looking for a technical co-founder',
        'Do you invest in start-ups?',
        'I’m launching my business and need tech help',
        'Startup programme',
      ],
      answer: [
        {
          message: 'We love working with founders, {username}! Tell us about your start-up.',
          ctas: [{ label: 'Present my start-up', url: as('createur') }],
        },
      ],
    },
    es: {
      examples: [
        'Estoy creando mi start-up',
        'Soy fundador de una startup',
        '¿Acompañáis a emprendedores?',
        'Somos una empresa joven e innovadora',
        'Busco un socio técnico para mi empresa',
        '¿Invertís en start-ups?',
        'Lanzo mi negocio y necesito ayuda técnica',
        'Programa para startups',
      ],
      answer: [
        {
          message: '¡Nos encanta acompañar a los emprendedores, {username}! Preséntenos su start-up.',
          ctas: [{ label: 'Presentar mi start-up', url: as('createur') }],
        },
      ],
    },
    de: {
      examples: [
        'Ich gründe ein Start-up',
        'Ich bin Gründer eines Startups',
        'Unterstützt ihr Gründer?',
        'Wir sind ein junges innovatives Unternehmen',
        'Suche einen technischen Mitgründer',
        'Investiert ihr in Start-ups?',
        'Ich mache mich selbstständig und brauche technische Hilfe',
        'Programm für Startups',
      ],
      answer: [
        {
          message: 'Wir begleiten Gründer gern, {username}! Stellen Sie uns Ihr Start-up vor.',
          ctas: [{ label: 'Mein Start-up vorstellen', url: as('createur') }],
        },
      ],
    },
  },
};

export const CONTACT_INTENTS: SeedIntent[] = [contactCustomer, contactJournalist, contactStartup];
