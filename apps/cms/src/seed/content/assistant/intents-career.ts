import type { SeedIntent } from './types';

/*
 * What candidates ask about working at DAV before applying: the skills tests (taken from an
 * offer's technologies), how recruiting goes, pay and benefits, remote work. All lead to the offers,
 * where those answers live (each offer states its salary, remote policy and technologies).
 */

const OFFERS = '/nos-offres';
const UNSOLICITED = '/candidature-spontanee';

const skillsTest: SeedIntent = {
  key: 'skills-test',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Je voudrais passer un test de compétences',
        'Comment faire un test technique ?',
        'Où passer le test de code ?',
        'Puis-je tester mes compétences en Java ?',
        'Vous proposez des tests techniques ?',
        'Évaluation de mes connaissances en React',
        'Je veux m’évaluer avant de postuler',
        'Le lien vers le test de compétences',
      ],
      answer: [
        {
          message:
            'Chaque offre liste ses technologies : cliquez sur l’une d’elles pour demander votre test de compétences, {username}.',
          ctas: [{ label: 'Voir les offres', url: OFFERS }],
        },
      ],
    },
    en: {
      examples: [
        'I’d like to take a skills test',
        'How do I take a technical test?',
        'Where is the coding assessment?',
        'Can I test my Java skills?',
        'Do you offer technical tests?',
        'Assessment of my React knowledge',
        'I want to evaluate myself before applying',
        'Link to the skills test',
      ],
      answer: [
        {
          message: 'Each offer lists its technologies: click one to request your skills test, {username}.',
          ctas: [{ label: 'See the job offers', url: OFFERS }],
        },
      ],
    },
    es: {
      examples: [
        'Quiero hacer un test de competencias',
        '¿Cómo hago una prueba técnica?',
        '¿Dónde está la prueba de programación?',
        '¿Puedo evaluar mis conocimientos de Java?',
        '¿Ofrecéis tests técnicos?',
        'Evaluación de mis habilidades en React',
        'Quiero evaluarme antes de postular',
        'Enlace al test de competencias',
      ],
      answer: [
        {
          message:
            'Cada oferta indica sus tecnologías: haga clic en una de ellas para solicitar su test de competencias, {username}.',
          ctas: [{ label: 'Ver las ofertas', url: OFFERS }],
        },
      ],
    },
    de: {
      examples: [
        'Ich möchte einen Kompetenztest machen',
        'Wie mache ich einen Technik-Test?',
        'Wo ist der Programmiertest?',
        'Kann ich meine Java-Kenntnisse testen?',
        'Bietet ihr technische Tests an?',
        'Einschätzung meiner React-Fähigkeiten',
        'Ich will mich vor der Bewerbung selbst testen',
        'Link zum Skills-Test',
      ],
      answer: [
        {
          message:
            'Jedes Angebot nennt seine Technologien: Klicken Sie auf eine davon, um Ihren Kompetenztest anzufordern, {username}.',
          ctas: [{ label: 'Zu den Stellenangeboten', url: OFFERS }],
        },
      ],
    },
  },
};

const recruitmentProcess: SeedIntent = {
  key: 'recruitment-process',
  kind: 'static',
  text: {
    fr: {
      examples: [
        'Comment se passe le recrutement ?',
        'Quelles sont les étapes d’embauche ?',
        'Combien d’entretiens faut-il passer ?',
        'Combien de temps dure le processus de recrutement ?',
        'Qui va me recevoir en entretien ?',
        'Comment préparer mon entretien chez vous ?',
        'Quand aurai-je une réponse après un entretien ?',
        'Votre processus de sélection des candidats',
      ],
      answer: [
        {
          message:
            'Nos recruteurs étudient chaque candidature et reviennent vers vous pour un premier échange, puis vous rencontrez l’équipe que vous rejoindriez. Tout commence par une offre, ou par une candidature spontanée.',
          ctas: [
            { label: 'Voir les offres', url: OFFERS },
            { label: 'Candidature spontanée', url: UNSOLICITED },
          ],
        },
      ],
    },
    en: {
      examples: [
        'How does recruitment work?',
        'What are the hiring steps?',
        'How many interviews are there?',
        'How long does the recruitment process take?',
        'Who will interview me?',
        'How do I prepare for an interview with you?',
        'When will I hear back after an interview?',
        'Your candidate selection process',
      ],
      answer: [
        {
          message:
            'Our recruiters read every application and get back to you for a first conversation, then you meet the team you would join. It all starts with an offer, or an unsolicited application.',
          ctas: [
            { label: 'See the job offers', url: OFFERS },
            { label: 'Unsolicited application', url: UNSOLICITED },
          ],
        },
      ],
    },
    es: {
      examples: [
        '¿Cómo es el proceso de selección?',
        '¿Cuáles son las etapas de contratación?',
        '¿Cuántas entrevistas hay?',
        '¿Cuánto dura el proceso de reclutamiento?',
        '¿Quién me hará la entrevista?',
        '¿Cómo preparo una entrevista con vosotros?',
        '¿Cuándo tendré respuesta después de la entrevista?',
        'Vuestro proceso para seleccionar candidatos',
      ],
      answer: [
        {
          message:
            'Nuestros reclutadores estudian cada candidatura y se ponen en contacto con usted para una primera conversación; después conoce al equipo al que se uniría. Todo empieza con una oferta o una candidatura espontánea.',
          ctas: [
            { label: 'Ver las ofertas', url: OFFERS },
            { label: 'Candidatura espontánea', url: UNSOLICITED },
          ],
        },
      ],
    },
    de: {
      examples: [
        'Wie läuft das Bewerbungsverfahren ab?',
        'Welche Schritte hat die Einstellung?',
        'Wie viele Vorstellungsgespräche gibt es?',
        'Wie lange dauert der Recruiting-Prozess?',
        'Wer führt das Vorstellungsgespräch?',
        'Wie bereite ich mich auf ein Gespräch bei euch vor?',
        'Wann bekomme ich nach dem Interview eine Antwort?',
        'Euer Auswahlverfahren für Bewerber',
      ],
      answer: [
        {
          message:
            'Unser Recruiting-Team prüft jede Bewerbung und meldet sich für ein erstes Gespräch bei Ihnen, danach lernen Sie das Team kennen, in dem Sie arbeiten würden. Alles beginnt mit einem Angebot oder einer Initiativbewerbung.',
          ctas: [
            { label: 'Zu den Stellenangeboten', url: OFFERS },
            { label: 'Initiativbewerbung', url: UNSOLICITED },
          ],
        },
      ],
    },
  },
};

const salaryBenefits: SeedIntent = {
  key: 'salary-benefits',
  kind: 'offers',
  text: {
    fr: {
      examples: [
        'Quel est le salaire ?',
        'Combien payez-vous un développeur ?',
        'Quelle rémunération proposez-vous ?',
        'Quels sont les avantages chez DAV ?',
        'Y a-t-il une mutuelle ?',
        'Avez-vous des tickets restaurant ?',
        'Les salaires sont-ils affichés ?',
        'Combien on gagne chez vous ?',
      ],
      answer: [
        {
          message:
            'Chaque offre indique sa fourchette de salaire quand elle est fixée, et ses avantages : formation, mutuelle, communautés techniques.',
          ctas: [{ label: 'Voir les offres', url: OFFERS }],
        },
      ],
    },
    en: {
      examples: [
        'What is the salary?',
        'How much do you pay a developer?',
        'What pay do you offer?',
        'What are the benefits at DAV?',
        'Is there health insurance?',
        'Do you give meal vouchers?',
        'Are salaries shown on the offers?',
        'How much can I earn with you?',
      ],
      answer: [
        {
          message:
            'Each offer shows its salary range when it is set, and its benefits: training, health cover, technical communities.',
          ctas: [{ label: 'See the job offers', url: OFFERS }],
        },
      ],
    },
    es: {
      examples: [
        '¿Cuál es el sueldo?',
        '¿Cuánto pagáis a un desarrollador?',
        '¿Qué remuneración ofrecéis?',
        '¿Qué ventajas hay en DAV?',
        '¿Tenéis seguro médico?',
        '¿Dais tickets restaurante?',
        '¿Los salarios aparecen en las ofertas?',
        '¿Cuánto se cobra con vosotros?',
      ],
      answer: [
        {
          message:
            'Cada oferta indica su banda salarial cuando está fijada, y sus ventajas: formación, seguro médico, comunidades técnicas.',
          ctas: [{ label: 'Ver las ofertas', url: OFFERS }],
        },
      ],
    },
    de: {
      examples: [
        'Wie hoch ist das Gehalt?',
        'Wie viel zahlt ihr einem Entwickler?',
        'Welche Vergütung bietet ihr?',
        'Welche Benefits gibt es bei DAV?',
        'Gibt es eine Zusatzversicherung?',
        'Bekommt man Essensgutscheine?',
        'Stehen die Gehälter in den Angeboten?',
        'Wie viel verdient man bei euch?',
      ],
      answer: [
        {
          message:
            'Jedes Angebot nennt seine Gehaltsspanne, wenn sie feststeht, und seine Vorteile: Weiterbildung, Zusatzversicherung, technische Communities.',
          ctas: [{ label: 'Zu den Stellenangeboten', url: OFFERS }],
        },
      ],
    },
  },
};

const remoteWork: SeedIntent = {
  key: 'remote-work',
  kind: 'offers',
  text: {
    fr: {
      examples: [
        'Le télétravail est-il possible ?',
        'Peut-on travailler à distance ?',
        'Combien de jours de télétravail par semaine ?',
        'Avez-vous des postes en full remote ?',
        'Je veux travailler de chez moi',
        'Le travail hybride, c’est possible chez vous ?',
        'Faut-il venir au bureau tous les jours ?',
        'Offres en télétravail complet',
      ],
      answer: [
        {
          message:
            'Chaque offre précise sa politique de télétravail : sur site, hybride ou à distance. Vous pouvez filtrer les offres selon vos envies.',
          ctas: [{ label: 'Voir les offres', url: OFFERS }],
        },
      ],
    },
    en: {
      examples: [
        'Is remote work possible?',
        'Can I work from home?',
        'How many remote days per week?',
        'Do you have fully remote positions?',
        'I want to work remotely',
        'Is hybrid working allowed?',
        'Do I have to come to the office every day?',
        'Full remote job offers',
      ],
      answer: [
        {
          message:
            'Each offer states its remote-work policy: on site, hybrid or remote. You can pick the ones that suit you.',
          ctas: [{ label: 'See the job offers', url: OFFERS }],
        },
      ],
    },
    es: {
      examples: [
        '¿Se puede teletrabajar?',
        '¿Puedo trabajar a distancia?',
        '¿Cuántos días de teletrabajo por semana?',
        '¿Tenéis puestos en remoto total?',
        'Quiero trabajar desde casa',
        '¿Tenéis modalidad híbrida?',
        '¿Hay que ir a la oficina todos los días?',
        'Ofertas de trabajo en remoto',
      ],
      answer: [
        {
          message:
            'Cada oferta indica su política de teletrabajo: presencial, híbrida o en remoto. Puede elegir las que le convengan.',
          ctas: [{ label: 'Ver las ofertas', url: OFFERS }],
        },
      ],
    },
    de: {
      examples: [
        'Ist Homeoffice möglich?',
        'Kann ich remote arbeiten?',
        'Wie viele Tage Homeoffice pro Woche?',
        'Habt ihr Stellen komplett remote?',
        'Ich möchte von zu Hause arbeiten',
        'Gibt es hybrides Arbeiten bei euch?',
        'Muss ich jeden Tag ins Büro kommen?',
        'Stellenangebote mit mobilem Arbeiten',
      ],
      answer: [
        {
          message:
            'Jedes Angebot nennt seine Homeoffice-Regelung: vor Ort, hybrid oder remote. Sie können die passenden auswählen.',
          ctas: [{ label: 'Zu den Stellenangeboten', url: OFFERS }],
        },
      ],
    },
  },
};

export const CAREER_INTENTS: SeedIntent[] = [skillsTest, recruitmentProcess, salaryBenefits, remoteWork];
