import type {
  ContractType,
  ExperienceLevel,
  Locale,
  ManagerPosition,
  PositionForm,
  RemotePolicy,
} from '@dav/contract';
import { slugify } from '../../fields/format-slug';
import type { Localized } from './types';

/** A recruiter profile of the demo content. */
export interface SeedManager {
  key: string;
  name: string;
  position: ManagerPosition;
  form: PositionForm;
  email: string;
}

export interface SeedOfferText {
  title: string;
  /** Lowercase ASCII words joined by dashes, unique per language. */
  slug: string;
  description: string[];
  missions: string[];
  profile: string[];
  benefits: string[];
}

export interface SeedOffer {
  key: string;
  expertise: string;
  subsidiaries: string[];
  contractType: ContractType;
  remotePolicy: RemotePolicy;
  experienceLevel: ExperienceLevel;
  salary?: {
    min: number;
    max?: number;
    currency: 'EUR' | 'CHF' | 'CAD' | 'USD';
    period: 'year' | 'month' | 'day' | 'hour';
  };
  managers: string[];
  technologies: { slug: string; technologyId: string; subTechnologyId: string; label: string }[];
  /** datePosted = seed time minus this many days (negative: scheduled). */
  postedDaysAgo: number;
  /** validThrough = datePosted plus this many days; null: open-ended. */
  validForDays: number | null;
  related?: string[];
  text: { fr: SeedOfferText } & Partial<Localized<SeedOfferText>>;
}

export const SEED_MANAGERS: SeedManager[] = [
  {
    key: 'claire-martin',
    name: 'Claire Martin',
    position: 'recruitment-manager',
    form: 'feminine',
    email: 'claire.martin@dav.example',
  },
  {
    key: 'julien-moreau',
    name: 'Julien Moreau',
    position: 'business-manager',
    form: 'masculine',
    email: 'julien.moreau@dav.example',
  },
  {
    key: 'sofia-garcia',
    name: 'Sofía García',
    position: 'agency-director',
    form: 'feminine',
    email: 'sofia.garcia@dav.example',
  },
  {
    key: 'thomas-lefebvre',
    name: 'Thomas Lefebvre',
    position: 'technical-director',
    form: 'masculine',
    email: 'thomas.lefebvre@dav.example',
  },
  {
    key: 'amelie-tremblay',
    name: 'Amélie Tremblay',
    position: 'associate-director',
    form: 'feminine',
    email: 'amelie.tremblay@dav.example',
  },
  {
    key: 'lukas-weber',
    name: 'Lukas Weber',
    position: 'development-manager',
    form: 'masculine',
    email: 'lukas.weber@dav.example',
  },
  {
    key: 'ines-haddad',
    name: 'Inès Haddad',
    position: 'manager',
    form: 'feminine',
    email: 'ines.haddad@dav.example',
  },
  {
    key: 'marc-dubois',
    name: 'Marc Dubois',
    position: 'partner',
    form: 'masculine',
    email: 'marc.dubois@dav.example',
  },
];

/** What every offer of the group promises, in three variants per language. */
const BENEFITS: Record<Locale, string[][]> = {
  fr: [
    [
      'Une formation continue et la certification de votre choix chaque année',
      'Une mutuelle prise en charge à 70 %',
      'Des communautés techniques animées par nos experts',
    ],
    [
      'Jusqu’à trois jours de télétravail par semaine',
      'Un accompagnement de carrière par un manager dédié',
      'Un intéressement aux résultats de la filiale',
    ],
    [
      'Des projets variés chez des clients de premier plan',
      'Des tickets restaurant et un forfait mobilité durable',
      'Des événements d’équipe tout au long de l’année',
    ],
  ],
  en: [
    [
      'Ongoing training and the certification of your choice every year',
      'Health insurance, 70% paid by us',
      'Technical communities led by our experts',
    ],
    [
      'Up to three days a week working from home',
      'Career coaching from a dedicated manager',
      'A share in the subsidiary’s results',
    ],
    [
      'Varied projects for leading clients',
      'Meal vouchers and a sustainable mobility allowance',
      'Team events all year round',
    ],
  ],
  es: [
    [
      'Formación continua y la certificación que elija cada año',
      'Seguro médico cubierto al 70 %',
      'Comunidades técnicas animadas por nuestros expertos',
    ],
    [
      'Hasta tres días de teletrabajo por semana',
      'Acompañamiento profesional por un mánager dedicado',
      'Participación en los resultados de la filial',
    ],
    [
      'Proyectos variados para clientes de primer nivel',
      'Tickets restaurante y ayuda a la movilidad sostenible',
      'Eventos de equipo durante todo el año',
    ],
  ],
  de: [
    [
      'Laufende Weiterbildung und jedes Jahr eine Zertifizierung Ihrer Wahl',
      'Zusatzkrankenversicherung, zu 70 % von uns getragen',
      'Technische Communities, geleitet von unseren Fachleuten',
    ],
    [
      'Bis zu drei Tage Homeoffice pro Woche',
      'Karrierebegleitung durch eine feste Führungskraft',
      'Beteiligung am Ergebnis der Tochtergesellschaft',
    ],
    [
      'Abwechslungsreiche Projekte bei namhaften Kunden',
      'Essenszuschuss und ein Budget für nachhaltige Mobilität',
      'Teamevents das ganze Jahr über',
    ],
  ],
};

type RoleText = Omit<SeedOfferText, 'slug' | 'benefits'>;

/** The jobs of the demo content, written in each language. */
const ROLES = {
  react: {
    fr: {
      title: 'Développeur React expérimenté',
      description: [
        'Au sein d’une équipe produit de DAV Lyon, vous concevez les interfaces web d’une plateforme de gestion de flotte utilisée par des milliers de techniciens.',
      ],
      missions: [
        'Concevoir des composants React accessibles et réutilisables',
        'Faire évoluer le design system avec les designers',
        'Écrire des tests et relire le code de l’équipe',
        'Suivre la performance des écrans en production',
      ],
      profile: [
        'Cinq ans de pratique de React et de TypeScript',
        'Le souci de l’accessibilité et de la qualité',
        'Le goût du travail en équipe',
      ],
    },
    en: {
      title: 'Experienced React Developer',
      description: [
        'In a product team at DAV Lyon, you build the web interfaces of a fleet management platform used by thousands of field technicians.',
      ],
      missions: [
        'Design accessible, reusable React components',
        'Grow the design system with our designers',
        'Write tests and review the team’s code',
        'Watch the performance of screens in production',
      ],
      profile: [
        'Five years of React and TypeScript',
        'A care for accessibility and quality',
        'A taste for teamwork',
      ],
    },
    es: {
      title: 'Desarrollador React con experiencia',
      description: [
        'En un equipo de producto de DAV Lyon, construye las interfaces web de una plataforma de gestión de flotas que usan miles de técnicos.',
      ],
      missions: [
        'Diseñar componentes React accesibles y reutilizables',
        'Hacer evolucionar el sistema de diseño con los diseñadores',
        'Escribir pruebas y revisar el código del equipo',
        'Seguir el rendimiento de las pantallas en producción',
      ],
      profile: [
        'Cinco años de práctica con React y TypeScript',
        'Interés por la accesibilidad y la calidad',
        'Gusto por el trabajo en equipo',
      ],
    },
    de: {
      title: 'Erfahrener React-Entwickler',
      description: [
        'In einem Produktteam von DAV Lyon entwickeln Sie die Weboberflächen einer Flottenmanagement-Plattform, die Tausende Servicetechniker nutzen.',
      ],
      missions: [
        'Barrierefreie, wiederverwendbare React-Komponenten entwerfen',
        'Das Designsystem gemeinsam mit dem Design weiterentwickeln',
        'Tests schreiben und Code im Team prüfen',
        'Die Performance der Seiten im Betrieb verfolgen',
      ],
      profile: [
        'Fünf Jahre Praxis mit React und TypeScript',
        'Sinn für Barrierefreiheit und Qualität',
        'Freude an Teamarbeit',
      ],
    },
  },
  dataEngineer: {
    fr: {
      title: 'Ingénieure / Ingénieur data',
      description: [
        'Vous construisez les chaînes de données d’un grand distributeur : collecte, qualité et mise à disposition pour les équipes d’analyse.',
      ],
      missions: [
        'Concevoir des pipelines d’ingestion en Python et SQL',
        'Modéliser l’entrepôt de données',
        'Automatiser les contrôles de qualité',
        'Accompagner les analystes dans leurs usages',
      ],
      profile: [
        'Trois ans d’expérience en ingénierie des données',
        'La maîtrise de Spark ou dbt',
        'Une bonne culture du cloud',
      ],
    },
    en: {
      title: 'Data Engineer',
      description: [
        'You build the data pipelines of a major retailer: collection, quality and delivery to the analytics teams.',
      ],
      missions: [
        'Design ingestion pipelines in Python and SQL',
        'Model the data warehouse',
        'Automate quality checks',
        'Support analysts in their work',
      ],
      profile: ['Three years in data engineering', 'Hands-on Spark or dbt', 'A good grasp of the cloud'],
    },
    es: {
      title: 'Ingeniero de datos',
      description: [
        'Construye las cadenas de datos de un gran distribuidor: recogida, calidad y puesta a disposición para los equipos de análisis.',
      ],
      missions: [
        'Diseñar pipelines de ingesta en Python y SQL',
        'Modelar el almacén de datos',
        'Automatizar los controles de calidad',
        'Acompañar a los analistas',
      ],
      profile: ['Tres años en ingeniería de datos', 'Dominio de Spark o dbt', 'Buena cultura cloud'],
    },
    de: {
      title: 'Dateningenieur (m/w/d)',
      description: [
        'Sie bauen die Datenstrecken eines großen Handelsunternehmens: Erfassung, Qualität und Bereitstellung für die Analyseteams.',
      ],
      missions: [
        'Ingestion-Pipelines mit Python und SQL entwerfen',
        'Das Data Warehouse modellieren',
        'Qualitätsprüfungen automatisieren',
        'Analystinnen und Analysten unterstützen',
      ],
      profile: ['Drei Jahre Data Engineering', 'Praxis mit Spark oder dbt', 'Gutes Cloud-Verständnis'],
    },
  },
  securityAnalyst: {
    fr: {
      title: 'Analyste en cybersécurité',
      description: [
        'Dans notre centre de sécurité de Montréal, vous détectez et traitez les incidents de nos clients des secteurs bancaire et public.',
      ],
      missions: [
        'Surveiller les alertes et qualifier les incidents',
        'Mener les investigations et rédiger les rapports',
        'Améliorer les règles de détection',
        'Participer aux exercices de crise',
      ],
      profile: [
        'Une formation en sécurité informatique',
        'La connaissance d’un SIEM',
        'Le bilinguisme français-anglais',
      ],
    },
    en: {
      title: 'Cybersecurity Analyst',
      description: [
        'In our Montreal security operations centre, you detect and handle incidents for clients in banking and the public sector.',
      ],
      missions: [
        'Monitor alerts and triage incidents',
        'Lead investigations and write reports',
        'Improve detection rules',
        'Take part in crisis exercises',
      ],
      profile: ['A degree in information security', 'Knowledge of a SIEM', 'Fluent French and English'],
    },
    es: {
      title: 'Analista de ciberseguridad',
      description: [
        'En nuestro centro de seguridad de Montreal, detecta y trata los incidentes de clientes de banca y del sector público.',
      ],
      missions: [
        'Vigilar las alertas y calificar los incidentes',
        'Llevar las investigaciones y redactar los informes',
        'Mejorar las reglas de detección',
        'Participar en los simulacros de crisis',
      ],
      profile: ['Formación en seguridad informática', 'Conocimiento de un SIEM', 'Francés e inglés fluidos'],
    },
    de: {
      title: 'Analyst für Cybersicherheit',
      description: [
        'In unserem Sicherheitszentrum in Montreal erkennen und bearbeiten Sie Vorfälle unserer Kunden aus Bankwesen und öffentlichem Sektor.',
      ],
      missions: [
        'Warnmeldungen überwachen und Vorfälle bewerten',
        'Untersuchungen führen und Berichte schreiben',
        'Erkennungsregeln verbessern',
        'An Krisenübungen teilnehmen',
      ],
      profile: ['Ausbildung in IT-Sicherheit', 'Kenntnis eines SIEM', 'Französisch und Englisch fließend'],
    },
  },
  devops: {
    fr: {
      title: 'Ingénieur DevOps confirmé',
      description: [
        'Vous industrialisez la livraison des applications d’un acteur de l’énergie, de l’intégration continue jusqu’à la production.',
      ],
      missions: [
        'Construire les chaînes CI/CD',
        'Gérer l’infrastructure comme du code avec Terraform',
        'Mettre en place l’observabilité',
        'Diffuser les bonnes pratiques auprès des équipes',
      ],
      profile: [
        'La pratique de Kubernetes',
        'Une expérience de Terraform et d’Ansible',
        'Le sens du service',
      ],
    },
    en: {
      title: 'DevOps Engineer',
      description: [
        'You industrialise application delivery for an energy company, from continuous integration to production.',
      ],
      missions: [
        'Build CI/CD pipelines',
        'Manage infrastructure as code with Terraform',
        'Set up observability',
        'Spread good practices across teams',
      ],
      profile: ['Hands-on Kubernetes', 'Experience with Terraform and Ansible', 'A service mindset'],
    },
    es: {
      title: 'Ingeniero DevOps',
      description: [
        'Industrializa la entrega de aplicaciones de una empresa energética, desde la integración continua hasta producción.',
      ],
      missions: [
        'Construir las cadenas CI/CD',
        'Gestionar la infraestructura como código con Terraform',
        'Implantar la observabilidad',
        'Difundir buenas prácticas entre los equipos',
      ],
      profile: ['Práctica de Kubernetes', 'Experiencia con Terraform y Ansible', 'Vocación de servicio'],
    },
    de: {
      title: 'DevOps-Ingenieur',
      description: [
        'Sie industrialisieren die Auslieferung der Anwendungen eines Energieversorgers, von der Continuous Integration bis zum Betrieb.',
      ],
      missions: [
        'CI/CD-Pipelines aufbauen',
        'Infrastruktur als Code mit Terraform verwalten',
        'Observability einführen',
        'Gute Praktiken in die Teams tragen',
      ],
      profile: ['Praxis mit Kubernetes', 'Erfahrung mit Terraform und Ansible', 'Serviceorientierung'],
    },
  },
  cloudArchitect: {
    fr: {
      title: 'Architecte cloud',
      description: [
        'Vous guidez la migration vers le cloud public d’une compagnie d’assurance et concevez ses plateformes de demain.',
      ],
      missions: [
        'Définir les architectures cibles',
        'Conduire les études de migration',
        'Garantir la sécurité et la maîtrise des coûts',
        'Encadrer les équipes techniques',
      ],
      profile: [
        'Une certification AWS, Azure ou GCP',
        'Huit ans d’expérience en infrastructure',
        'Un excellent relationnel',
      ],
    },
    en: {
      title: 'Cloud Architect',
      description: [
        'You steer an insurance company’s move to the public cloud and design its platforms of tomorrow.',
      ],
      missions: [
        'Define target architectures',
        'Lead migration studies',
        'Ensure security and cost control',
        'Guide technical teams',
      ],
      profile: [
        'An AWS, Azure or GCP certification',
        'Eight years in infrastructure',
        'Excellent people skills',
      ],
    },
    es: {
      title: 'Arquitecto cloud',
      description: [
        'Guía la migración a la nube pública de una aseguradora y diseña sus plataformas del futuro.',
      ],
      missions: [
        'Definir las arquitecturas objetivo',
        'Dirigir los estudios de migración',
        'Garantizar la seguridad y el control de costes',
        'Orientar a los equipos técnicos',
      ],
      profile: [
        'Una certificación AWS, Azure o GCP',
        'Ocho años en infraestructura',
        'Excelentes dotes de comunicación',
      ],
    },
    de: {
      title: 'Cloud-Architekt',
      description: [
        'Sie begleiten den Umzug eines Versicherers in die Public Cloud und entwerfen seine Plattformen von morgen.',
      ],
      missions: [
        'Zielarchitekturen festlegen',
        'Migrationsstudien leiten',
        'Sicherheit und Kostenkontrolle gewährleisten',
        'Technische Teams anleiten',
      ],
      profile: [
        'Eine AWS-, Azure- oder GCP-Zertifizierung',
        'Acht Jahre Infrastrukturerfahrung',
        'Ausgeprägte Kommunikationsstärke',
      ],
    },
  },
  dataScientist: {
    fr: {
      title: 'Data scientist',
      description: [
        'Vous créez des modèles de prévision de la demande pour un réseau de transport et les mettez en production avec nos ingénieurs.',
      ],
      missions: [
        'Explorer et préparer les données',
        'Construire et évaluer les modèles',
        'Présenter les résultats aux métiers',
        'Industrialiser les modèles retenus',
      ],
      profile: [
        'Un diplôme en statistiques ou en informatique',
        'La pratique de Python et de scikit-learn',
        'Le goût de la pédagogie',
      ],
    },
    en: {
      title: 'Data Scientist',
      description: [
        'You create demand forecasting models for a transport network and put them into production with our engineers.',
      ],
      missions: [
        'Explore and prepare the data',
        'Build and evaluate models',
        'Present results to business teams',
        'Industrialise the chosen models',
      ],
      profile: [
        'A degree in statistics or computer science',
        'Hands-on Python and scikit-learn',
        'A knack for explaining',
      ],
    },
    es: {
      title: 'Científico de datos',
      description: [
        'Crea modelos de previsión de la demanda para una red de transporte y los pone en producción con nuestros ingenieros.',
      ],
      missions: [
        'Explorar y preparar los datos',
        'Construir y evaluar los modelos',
        'Presentar los resultados a negocio',
        'Industrializar los modelos elegidos',
      ],
      profile: [
        'Titulación en estadística o informática',
        'Práctica de Python y scikit-learn',
        'Gusto por la pedagogía',
      ],
    },
    de: {
      title: 'Data Scientist (m/w/d)',
      description: [
        'Sie entwickeln Modelle zur Nachfrageprognose für ein Verkehrsnetz und bringen sie mit unseren Ingenieuren in Produktion.',
      ],
      missions: [
        'Daten erkunden und aufbereiten',
        'Modelle bauen und bewerten',
        'Ergebnisse den Fachbereichen vorstellen',
        'Die gewählten Modelle industrialisieren',
      ],
      profile: [
        'Studium der Statistik oder Informatik',
        'Praxis mit Python und scikit-learn',
        'Freude am Erklären',
      ],
    },
  },
  mlEngineer: {
    fr: {
      title: 'Ingénieur machine learning',
      description: [
        'Vous déployez et exploitez les modèles d’IA générative d’un éditeur de logiciels, en veillant à leur fiabilité.',
      ],
      missions: [
        'Mettre en production les modèles',
        'Construire la plateforme MLOps',
        'Mesurer la qualité des réponses',
        'Optimiser les coûts de calcul',
      ],
      profile: [
        'Une expérience de MLOps',
        'La maîtrise de Python et de Docker',
        'La curiosité pour les grands modèles de langage',
      ],
    },
    en: {
      title: 'Machine Learning Engineer',
      description: [
        'You deploy and run a software vendor’s generative AI models, making sure they are reliable.',
      ],
      missions: [
        'Put models into production',
        'Build the MLOps platform',
        'Measure answer quality',
        'Optimise compute costs',
      ],
      profile: ['MLOps experience', 'Strong Python and Docker', 'Curiosity for large language models'],
    },
    es: {
      title: 'Ingeniero de machine learning',
      description: [
        'Despliega y opera los modelos de IA generativa de un editor de software, velando por su fiabilidad.',
      ],
      missions: [
        'Poner los modelos en producción',
        'Construir la plataforma MLOps',
        'Medir la calidad de las respuestas',
        'Optimizar los costes de cálculo',
      ],
      profile: [
        'Experiencia en MLOps',
        'Dominio de Python y Docker',
        'Curiosidad por los grandes modelos de lenguaje',
      ],
    },
    de: {
      title: 'Machine-Learning-Ingenieur',
      description: [
        'Sie bringen die generativen KI-Modelle eines Softwareherstellers in Betrieb und sorgen für ihre Zuverlässigkeit.',
      ],
      missions: [
        'Modelle in Produktion bringen',
        'Die MLOps-Plattform aufbauen',
        'Die Qualität der Antworten messen',
        'Rechenkosten optimieren',
      ],
      profile: ['MLOps-Erfahrung', 'Sicher in Python und Docker', 'Neugier auf große Sprachmodelle'],
    },
  },
  pentester: {
    fr: {
      title: 'Auditeur sécurité offensive (pentest)',
      description: [
        'Vous éprouvez la sécurité des applications et des infrastructures de nos clients pour les aider à se protéger.',
      ],
      missions: [
        'Réaliser des tests d’intrusion',
        'Rédiger des rapports clairs et actionnables',
        'Restituer les résultats aux équipes',
        'Participer à notre veille sur les vulnérabilités',
      ],
      profile: [
        'Une certification OSCP ou équivalente',
        'De solides bases en réseau et en web',
        'Une éthique irréprochable',
      ],
    },
    en: {
      title: 'Penetration Tester',
      description: [
        'You put our clients’ applications and infrastructure to the test, to help them protect themselves.',
      ],
      missions: [
        'Carry out penetration tests',
        'Write clear, actionable reports',
        'Walk teams through the findings',
        'Contribute to our vulnerability watch',
      ],
      profile: [
        'OSCP or an equivalent certification',
        'Solid networking and web foundations',
        'Impeccable ethics',
      ],
    },
    es: {
      title: 'Auditor de seguridad ofensiva (pentester)',
      description: [
        'Pone a prueba la seguridad de las aplicaciones e infraestructuras de nuestros clientes para ayudarles a protegerse.',
      ],
      missions: [
        'Realizar pruebas de intrusión',
        'Redactar informes claros y accionables',
        'Presentar los resultados a los equipos',
        'Participar en nuestra vigilancia de vulnerabilidades',
      ],
      profile: ['Certificación OSCP o equivalente', 'Sólidas bases en redes y web', 'Ética irreprochable'],
    },
    de: {
      title: 'Penetrationstester',
      description: [
        'Sie prüfen die Sicherheit der Anwendungen und Infrastrukturen unserer Kunden, damit sie sich besser schützen.',
      ],
      missions: [
        'Penetrationstests durchführen',
        'Klare, umsetzbare Berichte schreiben',
        'Ergebnisse den Teams vorstellen',
        'An unserer Schwachstellenbeobachtung mitwirken',
      ],
      profile: [
        'OSCP oder eine gleichwertige Zertifizierung',
        'Solide Grundlagen in Netzwerk und Web',
        'Einwandfreie Ethik',
      ],
    },
  },
  ciso: {
    fr: {
      title: 'Responsable de la sécurité des systèmes d’information',
      description: [
        'En mission auprès d’un établissement de santé, vous pilotez sa politique de sécurité et sa conformité.',
      ],
      missions: [
        'Définir la politique de sécurité',
        'Piloter l’analyse des risques',
        'Préparer les audits de conformité',
        'Sensibiliser les équipes',
      ],
      profile: [
        'Dix ans d’expérience en sécurité',
        'La connaissance des normes ISO 27001',
        'Un leadership affirmé',
      ],
    },
    en: {
      title: 'Information Security Manager',
      description: ['On assignment with a healthcare provider, you lead its security policy and compliance.'],
      missions: [
        'Define the security policy',
        'Lead risk analysis',
        'Prepare compliance audits',
        'Raise awareness across teams',
      ],
      profile: ['Ten years in security', 'Knowledge of ISO 27001', 'Strong leadership'],
    },
    es: {
      title: 'Responsable de seguridad de la información',
      description: [
        'En misión para un centro sanitario, dirige su política de seguridad y su cumplimiento normativo.',
      ],
      missions: [
        'Definir la política de seguridad',
        'Dirigir el análisis de riesgos',
        'Preparar las auditorías de cumplimiento',
        'Sensibilizar a los equipos',
      ],
      profile: ['Diez años en seguridad', 'Conocimiento de la ISO 27001', 'Liderazgo'],
    },
    de: {
      title: 'Informationssicherheitsbeauftragter',
      description: [
        'Im Einsatz bei einem Klinikverbund steuern Sie dessen Sicherheitsstrategie und Compliance.',
      ],
      missions: [
        'Die Sicherheitsrichtlinie festlegen',
        'Die Risikoanalyse steuern',
        'Compliance-Audits vorbereiten',
        'Teams sensibilisieren',
      ],
      profile: [
        'Zehn Jahre Erfahrung in der Sicherheit',
        'Kenntnis der ISO 27001',
        'Ausgeprägte Führungsstärke',
      ],
    },
  },
  networkEngineer: {
    fr: {
      title: 'Ingénieur réseaux',
      description: [
        'Vous concevez et faites évoluer le réseau étendu d’un opérateur logistique présent dans toute l’Europe.',
      ],
      missions: [
        'Concevoir les architectures réseau',
        'Déployer les équipements et le SD-WAN',
        'Traiter les incidents de niveau 3',
        'Documenter les évolutions',
      ],
      profile: ['Une certification CCNP', 'La pratique du routage BGP et OSPF', 'Une bonne rigueur'],
    },
    en: {
      title: 'Network Engineer',
      description: [
        'You design and grow the wide-area network of a logistics operator present across Europe.',
      ],
      missions: [
        'Design network architectures',
        'Roll out equipment and SD-WAN',
        'Handle level-3 incidents',
        'Document changes',
      ],
      profile: ['A CCNP certification', 'Hands-on BGP and OSPF routing', 'Rigour'],
    },
    es: {
      title: 'Ingeniero de redes',
      description: [
        'Diseña y hace evolucionar la red extendida de un operador logístico presente en toda Europa.',
      ],
      missions: [
        'Diseñar las arquitecturas de red',
        'Desplegar los equipos y el SD-WAN',
        'Tratar las incidencias de nivel 3',
        'Documentar los cambios',
      ],
      profile: ['Certificación CCNP', 'Práctica de enrutamiento BGP y OSPF', 'Rigor'],
    },
    de: {
      title: 'Netzwerkingenieur',
      description: [
        'Sie planen und entwickeln das Weitverkehrsnetz eines europaweit tätigen Logistikunternehmens.',
      ],
      missions: [
        'Netzwerkarchitekturen entwerfen',
        'Geräte und SD-WAN ausrollen',
        'Störungen im 3rd Level lösen',
        'Änderungen dokumentieren',
      ],
      profile: ['Eine CCNP-Zertifizierung', 'Praxis mit BGP- und OSPF-Routing', 'Sorgfalt'],
    },
  },
  sysadmin: {
    fr: {
      title: 'Administrateur systèmes et réseaux',
      description: [
        'Vous assurez le bon fonctionnement des serveurs et du réseau d’une collectivité, au plus près des utilisateurs.',
      ],
      missions: [
        'Administrer les serveurs Linux et Windows',
        'Gérer le réseau local et le Wi-Fi',
        'Superviser les sauvegardes',
        'Accompagner les utilisateurs',
      ],
      profile: [
        'Deux ans d’expérience en administration',
        'La connaissance de la virtualisation',
        'Le sens du service',
      ],
    },
    en: {
      title: 'Systems and Network Administrator',
      description: ['You keep a local authority’s servers and network running smoothly, close to its users.'],
      missions: [
        'Administer Linux and Windows servers',
        'Manage the local network and Wi-Fi',
        'Oversee backups',
        'Support users',
      ],
      profile: ['Two years in administration', 'Knowledge of virtualisation', 'A service mindset'],
    },
    es: {
      title: 'Administrador de sistemas y redes',
      description: [
        'Garantiza el buen funcionamiento de los servidores y la red de una administración local, cerca de los usuarios.',
      ],
      missions: [
        'Administrar servidores Linux y Windows',
        'Gestionar la red local y el wifi',
        'Supervisar las copias de seguridad',
        'Acompañar a los usuarios',
      ],
      profile: ['Dos años en administración', 'Conocimiento de la virtualización', 'Vocación de servicio'],
    },
    de: {
      title: 'System- und Netzwerkadministrator',
      description: [
        'Sie sorgen für den reibungslosen Betrieb der Server und des Netzwerks einer Kommune, nah an den Anwenderinnen und Anwendern.',
      ],
      missions: [
        'Linux- und Windows-Server administrieren',
        'LAN und WLAN betreuen',
        'Datensicherungen überwachen',
        'Anwender unterstützen',
      ],
      profile: [
        'Zwei Jahre Administrationserfahrung',
        'Kenntnisse in Virtualisierung',
        'Serviceorientierung',
      ],
    },
  },
  fibre: {
    fr: {
      title: 'Technicien fibre et télécoms',
      description: [
        'Vous installez et maintenez les réseaux fibre et radio de nos clients opérateurs sur le terrain.',
      ],
      missions: [
        'Raccorder et mesurer les liaisons fibre',
        'Installer les équipements actifs',
        'Diagnostiquer les pannes',
        'Rendre compte des interventions',
      ],
      profile: ['Un diplôme en télécoms ou en électronique', 'Le permis B', 'Le goût du terrain'],
    },
    en: {
      title: 'Fibre and Telecoms Technician',
      description: ['You install and maintain our operator clients’ fibre and radio networks in the field.'],
      missions: [
        'Splice and test fibre links',
        'Install active equipment',
        'Diagnose faults',
        'Report on each call-out',
      ],
      profile: ['A qualification in telecoms or electronics', 'A driving licence', 'A liking for field work'],
    },
    es: {
      title: 'Técnico de fibra y telecomunicaciones',
      description: [
        'Instala y mantiene sobre el terreno las redes de fibra y radio de nuestros clientes operadores.',
      ],
      missions: [
        'Empalmar y medir los enlaces de fibra',
        'Instalar los equipos activos',
        'Diagnosticar las averías',
        'Informar de las intervenciones',
      ],
      profile: [
        'Titulación en telecomunicaciones o electrónica',
        'Carné de conducir',
        'Gusto por el trabajo de campo',
      ],
    },
    de: {
      title: 'Techniker für Glasfaser und Telekommunikation',
      description: [
        'Sie installieren und warten vor Ort die Glasfaser- und Funknetze unserer Netzbetreiber-Kunden.',
      ],
      missions: [
        'Glasfaserstrecken spleißen und messen',
        'Aktive Komponenten installieren',
        'Störungen diagnostizieren',
        'Einsätze dokumentieren',
      ],
      profile: [
        'Ausbildung in Telekommunikation oder Elektronik',
        'Führerschein Klasse B',
        'Freude an der Arbeit vor Ort',
      ],
    },
  },
  embeddedC: {
    fr: {
      title: 'Développeur C embarqué',
      description: [
        'Vous développez le logiciel de cartes électroniques pour des équipements médicaux connectés.',
      ],
      missions: [
        'Développer des drivers en C',
        'Intégrer un système temps réel',
        'Tester sur banc et sur cible',
        'Respecter les normes du dispositif médical',
      ],
      profile: [
        'La maîtrise du C et des microcontrôleurs',
        'La connaissance de FreeRTOS',
        'La rigueur des environnements normés',
      ],
    },
    en: {
      title: 'Embedded C Developer',
      description: ['You develop the software of electronic boards for connected medical devices.'],
      missions: [
        'Write drivers in C',
        'Integrate a real-time OS',
        'Test on the bench and on target',
        'Follow medical device standards',
      ],
      profile: ['Strong C and microcontrollers', 'Knowledge of FreeRTOS', 'Rigour in regulated environments'],
    },
    es: {
      title: 'Desarrollador C embebido',
      description: ['Desarrolla el software de tarjetas electrónicas para equipos médicos conectados.'],
      missions: [
        'Desarrollar drivers en C',
        'Integrar un sistema en tiempo real',
        'Probar en banco y en el equipo',
        'Cumplir las normas del dispositivo médico',
      ],
      profile: [
        'Dominio de C y de los microcontroladores',
        'Conocimiento de FreeRTOS',
        'Rigor en entornos normativos',
      ],
    },
    de: {
      title: 'Embedded-C-Entwickler',
      description: ['Sie entwickeln die Software elektronischer Baugruppen für vernetzte Medizingeräte.'],
      missions: [
        'Treiber in C entwickeln',
        'Ein Echtzeitbetriebssystem integrieren',
        'Am Prüfstand und auf dem Zielsystem testen',
        'Die Normen für Medizinprodukte einhalten',
      ],
      profile: [
        'Sicher in C und Mikrocontrollern',
        'Kenntnis von FreeRTOS',
        'Sorgfalt in regulierten Umgebungen',
      ],
    },
  },
  automotive: {
    fr: {
      title: 'Ingénieur logiciel embarqué automobile',
      description: [
        'Vous participez au développement des calculateurs d’un constructeur automobile, de la spécification à la validation.',
      ],
      missions: [
        'Développer des fonctions logicielles AUTOSAR',
        'Rédiger les spécifications',
        'Valider sur banc HIL',
        'Suivre la sûreté de fonctionnement',
      ],
      profile: ['Une expérience AUTOSAR', 'La connaissance de la norme ISO 26262', 'L’anglais professionnel'],
    },
    en: {
      title: 'Automotive Embedded Software Engineer',
      description: ['You help develop a carmaker’s control units, from specification to validation.'],
      missions: [
        'Develop AUTOSAR software functions',
        'Write specifications',
        'Validate on HIL benches',
        'Follow functional safety',
      ],
      profile: ['AUTOSAR experience', 'Knowledge of ISO 26262', 'Professional English'],
    },
    es: {
      title: 'Ingeniero de software embebido para automoción',
      description: [
        'Participa en el desarrollo de las centralitas de un fabricante de automóviles, de la especificación a la validación.',
      ],
      missions: [
        'Desarrollar funciones de software AUTOSAR',
        'Redactar las especificaciones',
        'Validar en banco HIL',
        'Seguir la seguridad funcional',
      ],
      profile: ['Experiencia en AUTOSAR', 'Conocimiento de la ISO 26262', 'Inglés profesional'],
    },
    de: {
      title: 'Softwareingenieur Embedded Automotive',
      description: [
        'Sie wirken an der Entwicklung der Steuergeräte eines Automobilherstellers mit, von der Spezifikation bis zur Validierung.',
      ],
      missions: [
        'AUTOSAR-Softwarefunktionen entwickeln',
        'Spezifikationen schreiben',
        'Am HIL-Prüfstand validieren',
        'Die funktionale Sicherheit begleiten',
      ],
      profile: ['AUTOSAR-Erfahrung', 'Kenntnis der ISO 26262', 'Verhandlungssicheres Englisch'],
    },
  },
  java: {
    fr: {
      title: 'Développeur Java Spring confirmé',
      description: [
        'Vous faites évoluer les services de paiement d’une banque en ligne, dans une équipe agile.',
      ],
      missions: [
        'Développer des microservices Java et Spring Boot',
        'Concevoir les API',
        'Assurer la qualité par les tests',
        'Participer aux astreintes',
      ],
      profile: ['Quatre ans de Java', 'La pratique de Spring Boot et de Kafka', 'L’esprit d’équipe'],
    },
    en: {
      title: 'Java Spring Developer',
      description: ['You evolve an online bank’s payment services in an agile team.'],
      missions: [
        'Develop Java and Spring Boot microservices',
        'Design the APIs',
        'Ensure quality through tests',
        'Take part in on-call duty',
      ],
      profile: ['Four years of Java', 'Hands-on Spring Boot and Kafka', 'Team spirit'],
    },
    es: {
      title: 'Desarrollador Java Spring',
      description: ['Hace evolucionar los servicios de pago de un banco en línea, en un equipo ágil.'],
      missions: [
        'Desarrollar microservicios Java y Spring Boot',
        'Diseñar las API',
        'Asegurar la calidad mediante pruebas',
        'Participar en las guardias',
      ],
      profile: ['Cuatro años de Java', 'Práctica de Spring Boot y Kafka', 'Espíritu de equipo'],
    },
    de: {
      title: 'Java-Spring-Entwickler',
      description: ['Sie entwickeln die Zahlungsdienste einer Onlinebank in einem agilen Team weiter.'],
      missions: [
        'Microservices mit Java und Spring Boot entwickeln',
        'APIs entwerfen',
        'Qualität durch Tests sichern',
        'Rufbereitschaft übernehmen',
      ],
      profile: ['Vier Jahre Java', 'Praxis mit Spring Boot und Kafka', 'Teamgeist'],
    },
  },
  cloudProject: {
    fr: {
      title: 'Cheffe / Chef de projet infrastructure cloud',
      description: [
        'Vous pilotez les projets de modernisation de l’infrastructure d’un groupe industriel, entre équipes internes et prestataires.',
      ],
      missions: [
        'Planifier et suivre les projets',
        'Animer les comités de pilotage',
        'Maîtriser les budgets et les risques',
        'Coordonner les équipes techniques',
      ],
      profile: [
        'Cinq ans de gestion de projet',
        'Une culture technique de l’infrastructure',
        'Un sens aigu de l’organisation',
      ],
    },
    en: {
      title: 'Cloud Infrastructure Project Manager',
      description: [
        'You run an industrial group’s infrastructure modernisation projects, between internal teams and suppliers.',
      ],
      missions: [
        'Plan and track projects',
        'Chair steering committees',
        'Control budgets and risks',
        'Coordinate technical teams',
      ],
      profile: [
        'Five years of project management',
        'A technical grounding in infrastructure',
        'A keen sense of organisation',
      ],
    },
    es: {
      title: 'Jefa / Jefe de proyecto de infraestructura cloud',
      description: [
        'Dirige los proyectos de modernización de la infraestructura de un grupo industrial, entre equipos internos y proveedores.',
      ],
      missions: [
        'Planificar y seguir los proyectos',
        'Animar los comités de dirección',
        'Controlar presupuestos y riesgos',
        'Coordinar a los equipos técnicos',
      ],
      profile: [
        'Cinco años de gestión de proyectos',
        'Cultura técnica de infraestructura',
        'Gran sentido de la organización',
      ],
    },
    de: {
      title: 'Projektleiter Cloud-Infrastruktur (m/w/d)',
      description: [
        'Sie steuern die Modernisierungsprojekte der Infrastruktur eines Industriekonzerns zwischen internen Teams und Dienstleistern.',
      ],
      missions: [
        'Projekte planen und verfolgen',
        'Lenkungsausschüsse moderieren',
        'Budgets und Risiken steuern',
        'Technische Teams koordinieren',
      ],
      profile: [
        'Fünf Jahre Projektleitung',
        'Technisches Infrastrukturwissen',
        'Ausgeprägtes Organisationstalent',
      ],
    },
  },
  dataIntern: {
    fr: {
      title: 'Stage : analyste de données',
      description: [
        'Six mois pour découvrir l’analyse de données au sein de notre pôle Data de Toulouse, sur des projets clients réels.',
      ],
      missions: [
        'Préparer et nettoyer des jeux de données',
        'Construire des tableaux de bord',
        'Présenter vos analyses',
        'Documenter vos travaux',
      ],
      profile: [
        'Une école d’ingénieurs ou un master en dernière année',
        'Des bases en SQL et Python',
        'La curiosité',
      ],
    },
  },
  networkApprentice: {
    fr: {
      title: 'Alternance : administrateur réseaux',
      description: [
        'Deux ans d’alternance pour apprendre le métier d’administrateur réseaux aux côtés de nos équipes lyonnaises.',
      ],
      missions: [
        'Participer à l’administration du réseau',
        'Installer et configurer les équipements',
        'Traiter les demandes des utilisateurs',
        'Rédiger des procédures',
      ],
      profile: ['Une formation bac +3 à bac +5 en réseaux', 'Des bases en TCP/IP', 'L’envie d’apprendre'],
    },
  },
} satisfies Record<string, { fr: RoleText } & Partial<Record<Locale, RoleText>>>;

type RoleKey = keyof typeof ROLES;

/** Cities the slugs carry, so the same job at two places has two addresses. */
const CITY: Record<string, string> = {
  'dav-lyon': 'lyon',
  'dav-paris': 'paris',
  'dav-toulouse': 'toulouse',
  'dav-aix': 'aix',
  'dav-bruxelles': 'bruxelles',
  'dav-geneve': 'geneve',
  'dav-madrid': 'madrid',
  'dav-montreal': 'montreal',
};

interface Placement extends Omit<SeedOffer, 'text'> {
  role: RoleKey;
  benefits: 0 | 1 | 2;
}

const tech = (slug: string, label: string, technologyId: string, subTechnologyId: string) => ({
  slug,
  label,
  technologyId,
  subTechnologyId,
});

const REACT = tech('react', 'React', '12', '4');
const TYPESCRIPT = tech('typescript', 'TypeScript', '12', '7');
const PYTHON = tech('python', 'Python', '21', '1');
const SQL = tech('sql', 'SQL', '21', '3');
const KUBERNETES = tech('kubernetes', 'Kubernetes', '30', '2');
const TERRAFORM = tech('terraform', 'Terraform', '30', '5');
const JAVA = tech('java', 'Java', '14', '1');
const SPRING = tech('spring-boot', 'Spring Boot', '14', '6');
const C = tech('c', 'C', '40', '1');
const LINUX = tech('linux', 'Linux', '50', '2');
const SECURITY = tech('securite-web', 'Web security', '60', '3');

/**
 * The built-in skills test's links (Recruitment settings): every technology but web security,
 * whose modal shows "Désolé..." (docs/product.md#skills-test). The platform's address is a demo one.
 */
export const SEED_SKILL_TESTS = [
  REACT,
  TYPESCRIPT,
  PYTHON,
  SQL,
  KUBERNETES,
  TERRAFORM,
  JAVA,
  SPRING,
  C,
  LINUX,
].map((t) => ({
  technology: t.slug,
  urlTemplate: 'https://skills.example.com/t/{technologyId}/{subTechnologyId}?lang={locale}&token={token}',
}));

const eur = (min: number, max: number) => ({ min, max, currency: 'EUR' as const, period: 'year' as const });
const cad = (min: number, max: number) => ({ min, max, currency: 'CAD' as const, period: 'year' as const });
const chf = (min: number, max: number) => ({ min, max, currency: 'CHF' as const, period: 'year' as const });

/** 30 offers over 8 subsidiaries and 5 expertises. None for embedded systems in Madrid, nor networks in Geneva. */
const PLACEMENTS: Placement[] = [
  {
    key: 'react-developer-lyon',
    role: 'react',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-lyon'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'senior',
    salary: eur(48000, 58000),
    managers: ['claire-martin'],
    technologies: [REACT, TYPESCRIPT],
    postedDaysAgo: 3,
    validForDays: 90,
    benefits: 1,
    related: ['java-developer-paris', 'devops-lyon'],
  },
  {
    key: 'data-engineer-paris',
    role: 'dataEngineer',
    expertise: 'data-ai',
    subsidiaries: ['dav-paris', 'dav-lyon'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    salary: eur(45000, 55000),
    managers: ['julien-moreau', 'claire-martin'],
    technologies: [PYTHON, SQL],
    postedDaysAgo: 5,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'security-analyst-montreal',
    role: 'securityAnalyst',
    expertise: 'cybersecurity',
    subsidiaries: ['dav-montreal'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    salary: cad(70000, 85000),
    managers: ['amelie-tremblay'],
    technologies: [SECURITY],
    postedDaysAgo: 2,
    validForDays: 60,
    benefits: 2,
  },
  {
    key: 'devops-lyon',
    role: 'devops',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-lyon'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    managers: ['thomas-lefebvre'],
    technologies: [KUBERNETES, TERRAFORM],
    postedDaysAgo: 8,
    validForDays: null,
    benefits: 0,
  },
  {
    key: 'devops-montreal',
    role: 'devops',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-montreal'],
    contractType: 'cdi',
    remotePolicy: 'remote',
    experienceLevel: 'senior',
    salary: cad(85000, 105000),
    managers: ['amelie-tremblay'],
    technologies: [KUBERNETES],
    postedDaysAgo: 11,
    validForDays: 120,
    benefits: 1,
  },
  {
    key: 'cloud-architect-paris',
    role: 'cloudArchitect',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-paris'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'expert',
    salary: eur(70000, 85000),
    managers: ['marc-dubois', 'julien-moreau'],
    technologies: [TERRAFORM],
    postedDaysAgo: 14,
    validForDays: 90,
    benefits: 2,
  },
  {
    key: 'cloud-architect-geneve',
    role: 'cloudArchitect',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-geneve'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'expert',
    salary: chf(130000, 150000),
    managers: ['lukas-weber'],
    technologies: [],
    postedDaysAgo: 20,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'data-scientist-toulouse',
    role: 'dataScientist',
    expertise: 'data-ai',
    subsidiaries: ['dav-toulouse'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    managers: ['ines-haddad'],
    technologies: [PYTHON],
    postedDaysAgo: 6,
    validForDays: null,
    benefits: 1,
  },
  {
    key: 'data-scientist-madrid',
    role: 'dataScientist',
    expertise: 'data-ai',
    subsidiaries: ['dav-madrid'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'junior',
    salary: eur(32000, 38000),
    managers: ['sofia-garcia'],
    technologies: [PYTHON],
    postedDaysAgo: 9,
    validForDays: 90,
    benefits: 2,
  },
  {
    key: 'ml-engineer-paris',
    role: 'mlEngineer',
    expertise: 'data-ai',
    subsidiaries: ['dav-paris'],
    contractType: 'cdi',
    remotePolicy: 'remote',
    experienceLevel: 'senior',
    salary: eur(60000, 72000),
    managers: ['julien-moreau'],
    technologies: [PYTHON],
    postedDaysAgo: 4,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'ml-engineer-montreal',
    role: 'mlEngineer',
    expertise: 'data-ai',
    subsidiaries: ['dav-montreal'],
    contractType: 'freelance',
    remotePolicy: 'remote',
    experienceLevel: 'expert',
    salary: { min: 750, max: 900, currency: 'CAD', period: 'day' },
    managers: ['amelie-tremblay'],
    technologies: [],
    postedDaysAgo: 16,
    validForDays: 60,
    benefits: 1,
  },
  {
    key: 'pentester-lyon',
    role: 'pentester',
    expertise: 'cybersecurity',
    subsidiaries: ['dav-lyon', 'dav-aix'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    salary: eur(45000, 56000),
    managers: ['thomas-lefebvre'],
    technologies: [SECURITY, LINUX],
    postedDaysAgo: 7,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'pentester-bruxelles',
    role: 'pentester',
    expertise: 'cybersecurity',
    subsidiaries: ['dav-bruxelles'],
    contractType: 'freelance',
    remotePolicy: 'remote',
    experienceLevel: 'senior',
    salary: { min: 650, currency: 'EUR', period: 'day' },
    managers: ['marc-dubois'],
    technologies: [SECURITY],
    postedDaysAgo: 22,
    validForDays: 60,
    benefits: 1,
  },
  {
    key: 'ciso-paris',
    role: 'ciso',
    expertise: 'cybersecurity',
    subsidiaries: ['dav-paris'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'expert',
    salary: eur(85000, 100000),
    managers: ['marc-dubois'],
    technologies: [],
    postedDaysAgo: 30,
    validForDays: 120,
    benefits: 2,
  },
  {
    key: 'ciso-geneve',
    role: 'ciso',
    expertise: 'cybersecurity',
    subsidiaries: ['dav-geneve'],
    contractType: 'cdd',
    remotePolicy: 'hybrid',
    experienceLevel: 'expert',
    managers: ['lukas-weber'],
    technologies: [],
    postedDaysAgo: 12,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'network-engineer-aix',
    role: 'networkEngineer',
    expertise: 'networks',
    subsidiaries: ['dav-aix'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'confirmed',
    salary: eur(40000, 48000),
    managers: ['ines-haddad'],
    technologies: [LINUX],
    postedDaysAgo: 10,
    validForDays: 90,
    benefits: 1,
  },
  {
    key: 'expired-network-engineer',
    role: 'networkEngineer',
    expertise: 'networks',
    subsidiaries: ['dav-paris'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'senior',
    managers: ['julien-moreau'],
    technologies: [],
    postedDaysAgo: 90,
    validForDays: 30,
    benefits: 0,
  },
  {
    key: 'network-engineer-montreal',
    role: 'networkEngineer',
    expertise: 'networks',
    subsidiaries: ['dav-montreal'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'senior',
    salary: cad(80000, 95000),
    managers: ['amelie-tremblay'],
    technologies: [],
    postedDaysAgo: 18,
    validForDays: 90,
    benefits: 2,
  },
  {
    key: 'sysadmin-toulouse',
    role: 'sysadmin',
    expertise: 'networks',
    subsidiaries: ['dav-toulouse', 'dav-aix'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'junior',
    salary: eur(30000, 36000),
    managers: ['ines-haddad', 'claire-martin'],
    technologies: [LINUX],
    postedDaysAgo: 13,
    validForDays: 90,
    benefits: 2,
  },
  {
    key: 'sysadmin-bruxelles',
    role: 'sysadmin',
    expertise: 'networks',
    subsidiaries: ['dav-bruxelles'],
    contractType: 'cdd',
    remotePolicy: 'on-site',
    experienceLevel: 'confirmed',
    managers: ['marc-dubois'],
    technologies: [LINUX],
    postedDaysAgo: 25,
    validForDays: 60,
    benefits: 0,
  },
  {
    key: 'fibre-technician-lyon',
    role: 'fibre',
    expertise: 'networks',
    subsidiaries: ['dav-lyon'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'junior',
    salary: eur(26000, 30000),
    managers: ['claire-martin'],
    technologies: [],
    postedDaysAgo: 15,
    validForDays: null,
    benefits: 2,
  },
  {
    key: 'embedded-c-toulouse',
    role: 'embeddedC',
    expertise: 'embedded-systems',
    subsidiaries: ['dav-toulouse'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    salary: eur(42000, 50000),
    managers: ['ines-haddad'],
    technologies: [C],
    postedDaysAgo: 1,
    validForDays: 90,
    benefits: 1,
  },
  {
    key: 'embedded-c-geneve',
    role: 'embeddedC',
    expertise: 'embedded-systems',
    subsidiaries: ['dav-geneve'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'senior',
    salary: chf(105000, 120000),
    managers: ['lukas-weber'],
    technologies: [C],
    postedDaysAgo: 19,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'automotive-aix',
    role: 'automotive',
    expertise: 'embedded-systems',
    subsidiaries: ['dav-aix'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'senior',
    managers: ['thomas-lefebvre'],
    technologies: [C],
    postedDaysAgo: 27,
    validForDays: 120,
    benefits: 2,
  },
  {
    key: 'automotive-montreal',
    role: 'automotive',
    expertise: 'embedded-systems',
    subsidiaries: ['dav-montreal'],
    contractType: 'cdd',
    remotePolicy: 'on-site',
    experienceLevel: 'confirmed',
    salary: cad(72000, 82000),
    managers: ['amelie-tremblay'],
    technologies: [],
    postedDaysAgo: 33,
    validForDays: 90,
    benefits: 1,
  },
  {
    key: 'java-developer-paris',
    role: 'java',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-paris'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    salary: eur(46000, 54000),
    managers: ['julien-moreau'],
    technologies: [JAVA, SPRING],
    postedDaysAgo: 21,
    validForDays: 90,
    benefits: 1,
  },
  {
    key: 'java-developer-madrid',
    role: 'java',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-madrid'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    salary: eur(36000, 44000),
    managers: ['sofia-garcia'],
    technologies: [JAVA, SPRING],
    postedDaysAgo: 24,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'cloud-project-manager-bruxelles',
    role: 'cloudProject',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-bruxelles'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'senior',
    managers: ['marc-dubois', 'sofia-garcia'],
    technologies: [],
    postedDaysAgo: 35,
    validForDays: 120,
    benefits: 2,
  },
  {
    key: 'data-intern-toulouse',
    role: 'dataIntern',
    expertise: 'data-ai',
    subsidiaries: ['dav-toulouse'],
    contractType: 'internship',
    remotePolicy: 'on-site',
    experienceLevel: 'junior',
    salary: { min: 1400, currency: 'EUR', period: 'month' },
    managers: ['ines-haddad'],
    technologies: [SQL, PYTHON],
    postedDaysAgo: 17,
    validForDays: 90,
    benefits: 0,
  },
  {
    key: 'network-apprentice-lyon',
    role: 'networkApprentice',
    expertise: 'networks',
    subsidiaries: ['dav-lyon'],
    contractType: 'apprenticeship',
    remotePolicy: 'on-site',
    experienceLevel: 'junior',
    managers: ['claire-martin'],
    technologies: [],
    postedDaysAgo: 29,
    validForDays: null,
    benefits: 1,
  },
  {
    key: 'scheduled-data-engineer',
    role: 'dataEngineer',
    expertise: 'data-ai',
    subsidiaries: ['dav-bruxelles'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'confirmed',
    managers: ['marc-dubois'],
    technologies: [PYTHON, SQL],
    postedDaysAgo: -10,
    validForDays: 90,
    benefits: 1,
  },
];

/** The demo job offers: each placement of a job, in the languages the job is written in. */
export const SEED_OFFERS: SeedOffer[] = PLACEMENTS.map(({ role, benefits, ...offer }) => {
  const city = CITY[offer.subsidiaries[0]!]!;
  const texts = ROLES[role] as { fr: RoleText } & Partial<Record<Locale, RoleText>>;
  const text = Object.fromEntries(
    Object.entries(texts).map(([locale, t]) => [
      locale,
      { ...t, slug: slugify(`${t.title} ${city}`), benefits: BENEFITS[locale as Locale][benefits]! },
    ]),
  ) as SeedOffer['text'];
  return { ...offer, text };
});
