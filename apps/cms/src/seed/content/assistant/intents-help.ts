import type { SeedIntent } from './types';

/*
 * Getting in touch for help: a candidate about their application, anyone with another question
 * (the form as it opens), a whistleblower (the form as a report, docs/product.md#contact).
 */

const CONTACT = '/contactez-nous';
const as = (youare: string) => `${CONTACT}?youare=${youare}`;

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

export const HELP_INTENTS: SeedIntent[] = [contactCandidate, contact, whistleblowing];
