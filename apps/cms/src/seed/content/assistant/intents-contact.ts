import type { SeedIntent } from './types';

/*
 * Getting in touch: the contact form with its "you are" preselected (docs/product.md#contact:
 * `?youare=` customer, journaliste, createur, candidate, snowden), or as it opens.
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
            'Sprechen wir über Ihr Projekt, {username}! Beschreiben Sie es uns: Ein Experte meldet sich schnell.',
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
          ctas: [{ label: 'Contactar con comunicación', url: as('journaliste') }],
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
          ctas: [{ label: 'Kommunikation kontaktieren', url: as('journaliste') }],
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

const contactCandidate: SeedIntent = {
  key: 'contact-candidate',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'J’ai postulé, quand aurai-je une réponse ?',
        'Je n’ai pas de nouvelles de ma candidature',
        'Suivi de ma candidature',
        'Je voudrais parler à un recruteur',
        'J’ai une question sur mon dossier de candidature',
        'Comment contacter les RH ?',
        'Je veux modifier ma candidature',
        'Ma candidature a-t-elle bien été reçue ?',
      ],
      answer: [
        {
          message: 'Nos recruteurs vous répondent, {username} : écrivez-leur en précisant l’offre concernée.',
          ctas: [{ label: 'Écrire aux recruteurs', url: as('candidate') }],
        },
      ],
    },
    en: {
      examples: [
        'I applied, when will I get an answer?',
        'I haven’t heard back about my application',
        'Follow-up on my application',
        'I would like to speak to a recruiter',
        'I have a question about my application file',
        'How do I contact HR?',
        'I want to update my application',
        'Did you receive my application?',
      ],
      answer: [
        {
          message:
            'Our recruiters will answer you, {username}: write to them and mention the offer concerned.',
          ctas: [{ label: 'Write to the recruiters', url: as('candidate') }],
        },
      ],
    },
    es: {
      examples: [
        'He enviado mi candidatura, ¿cuándo tendré respuesta?',
        'No tengo noticias de mi candidatura',
        'Seguimiento de mi candidatura',
        'Quisiera hablar con un reclutador',
        'Tengo una pregunta sobre mi solicitud',
        '¿Cómo contacto con recursos humanos?',
        'Quiero modificar mi candidatura',
        '¿Habéis recibido mi solicitud?',
      ],
      answer: [
        {
          message:
            'Nuestros reclutadores le responden, {username}: escríbales indicando la oferta en cuestión.',
          ctas: [{ label: 'Escribir a los reclutadores', url: as('candidate') }],
        },
      ],
    },
    de: {
      examples: [
        'Ich habe mich beworben, wann bekomme ich eine Antwort?',
        'Ich habe nichts zu meiner Bewerbung gehört',
        'Stand meiner Bewerbung',
        'Ich möchte mit einem Recruiter sprechen',
        'Ich habe eine Frage zu meinen Bewerbungsunterlagen',
        'Wie erreiche ich die Personalabteilung?',
        'Ich möchte meine Bewerbung ändern',
        'Ist meine Bewerbung angekommen?',
      ],
      answer: [
        {
          message:
            'Unser Recruiting-Team antwortet Ihnen, {username}: Schreiben Sie uns und nennen Sie das betreffende Angebot.',
          ctas: [{ label: 'An das Recruiting schreiben', url: as('candidate') }],
        },
      ],
    },
  },
};

const contact: SeedIntent = {
  key: 'contact',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Comment vous contacter ?',
        'Je voudrais vous écrire',
        'Quelle est votre adresse e-mail ?',
        'Votre numéro de téléphone ?',
        'Je veux parler à un humain',
        'Formulaire de contact',
        'Je peux vous appeler ?',
        'J’ai une autre question',
        'Comment joindre DAV ?',
        'Je veux parler à un conseiller',
        'Vos coordonnées',
      ],
      answer: [
        {
          message: 'Écrivez-nous, {username} : le formulaire de contact arrive à la bonne personne.',
          ctas: [{ label: 'Nous contacter', url: CONTACT }],
        },
      ],
    },
    en: {
      examples: [
        'How can I contact you?',
        'I would like to write to you',
        'What is your email address?',
        'Your phone number?',
        'I want to speak to a person',
        'Contact form',
        'Can I call you?',
        'I have another question',
        'How do I get in touch?',
        'Can I talk to someone?',
        'Your contact details',
      ],
      answer: [
        {
          message: 'Write to us, {username}: the contact form reaches the right person.',
          ctas: [{ label: 'Contact us', url: CONTACT }],
        },
      ],
    },
    es: {
      examples: [
        '¿Cómo puedo contactaros?',
        'Quisiera escribiros',
        '¿Cuál es vuestro correo electrónico?',
        '¿Vuestro número de teléfono?',
        'Quiero hablar con un humano',
        'Formulario de contacto',
        '¿Puedo llamaros?',
        'Tengo otra pregunta',
        '¿Cómo me pongo en contacto con vosotros?',
        'Quiero hablar con alguien',
        'Vuestros datos de contacto',
      ],
      answer: [
        {
          message: 'Escríbanos, {username}: el formulario de contacto llega a la persona adecuada.',
          ctas: [{ label: 'Contactar', url: CONTACT }],
        },
      ],
    },
    de: {
      examples: [
        'Wie kann ich euch kontaktieren?',
        'Ich möchte euch schreiben',
        'Wie ist eure E-Mail-Adresse?',
        'Eure Telefonnummer?',
        'Ich will mit einer Person reden',
        'Kontaktformular',
        'Kann ich euch anrufen?',
        'Ich habe eine andere Frage',
        'Kontaktdaten und Erreichbarkeit',
        'Ich möchte mit jemandem sprechen',
        'Wie nehme ich Kontakt auf?',
      ],
      answer: [
        {
          message: 'Schreiben Sie uns, {username}: Das Kontaktformular erreicht die richtige Person.',
          ctas: [{ label: 'Kontakt aufnehmen', url: CONTACT }],
        },
      ],
    },
  },
};

const whistleblowing: SeedIntent = {
  key: 'whistleblowing',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je veux lancer une alerte',
        'Signaler une fraude',
        'Je souhaite dénoncer un cas de corruption',
        'Faire un signalement anonyme',
        'Alerte éthique',
        'Je suis lanceur d’alerte',
        'Signaler un conflit d’intérêts',
        'Comment signaler un harcèlement ou une discrimination ?',
        'Signaler un manquement à la déontologie',
        'Je dois dénoncer des faits graves',
      ],
      answer: [
        {
          message:
            'Votre signalement sera traité de façon confidentielle par l’équipe conformité, anonymement si vous le souhaitez. Je vous emmène vers le formulaire.',
          redirection: as('snowden'),
          ctas: [{ label: 'Faire un signalement', url: as('snowden') }],
        },
      ],
    },
    en: {
      examples: [
        'I want to blow the whistle',
        'Report fraud',
        'I wish to report a case of corruption',
        'Make an anonymous report',
        'Ethics alert',
        'I’m a whistleblower',
        'Report a conflict of interest',
        'How do I report harassment or discrimination?',
        'Report a breach of the code of conduct',
        'I need to report serious misconduct',
      ],
      answer: [
        {
          message:
            'Your report will be handled confidentially by the compliance team, anonymously if you wish. Let me take you to the form.',
          redirection: as('snowden'),
          ctas: [{ label: 'Make a report', url: as('snowden') }],
        },
      ],
    },
    es: {
      examples: [
        'Quiero dar una alerta',
        'Denunciar un fraude',
        'Deseo denunciar un caso de corrupción',
        'Hacer una denuncia anónima',
        'Alerta ética',
        'Soy denunciante',
        'Informar de un conflicto de intereses',
        '¿Cómo denuncio acoso o discriminación?',
        'Denunciar una falta al código ético',
        'Tengo que denunciar hechos graves',
      ],
      answer: [
        {
          message:
            'El equipo de cumplimiento tratará su denuncia de forma confidencial, anónima si lo desea. Le llevo al formulario.',
          redirection: as('snowden'),
          ctas: [{ label: 'Hacer una denuncia', url: as('snowden') }],
        },
      ],
    },
    de: {
      examples: [
        'Ich möchte einen Missstand melden',
        'Betrug melden',
        'Ich möchte einen Korruptionsfall anzeigen',
        'Eine anonyme Meldung machen',
        'Ethik-Hinweis',
        'Ich bin Whistleblower',
        'Einen Interessenkonflikt melden',
        'Wie melde ich Belästigung oder Diskriminierung?',
        'Einen Verstoß gegen den Verhaltenskodex melden',
        'Ich muss ein schweres Fehlverhalten melden',
      ],
      answer: [
        {
          message:
            'Ihre Meldung wird vom Compliance-Team vertraulich behandelt, auf Wunsch anonym. Ich bringe Sie zum Formular.',
          redirection: as('snowden'),
          ctas: [{ label: 'Meldung abgeben', url: as('snowden') }],
        },
      ],
    },
  },
};

export const CONTACT_INTENTS: SeedIntent[] = [
  contactCustomer,
  contactJournalist,
  contactStartup,
  contactCandidate,
  contact,
  whistleblowing,
];
