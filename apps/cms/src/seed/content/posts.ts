import type { Locale } from '@dav/contract';
import type { Localized } from './types';

/** One block of a post's body. */
export type SeedPostBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string };

export interface SeedPostText {
  title: string;
  /** 1–2 sentences, under 200 characters. */
  excerpt: string;
  body: SeedPostBlock[];
}

export interface SeedCategory {
  key: string;
  title: Localized<string>;
  slug: Localized<string>;
}

export interface SeedPost {
  key: string;
  category: 'news' | 'events' | 'tech' | 'careers';
  /** The subsidiary the post is news of, if any (a slug above). */
  subsidiary?: string;
  author: {
    name: string;
    position:
      | 'partner'
      | 'associate-director'
      | 'development-manager'
      | 'manager'
      | 'deputy-managing-director'
      | 'ceo'
      | 'business-manager'
      | 'recruitment-manager'
      | 'technical-director'
      | 'agency-director';
    form: 'masculine' | 'feminine';
  };
  /** Published this many days before the seed runs; negative = scheduled in the future. */
  daysAgo: number;
  /** Keys of 0 to 3 other posts. */
  related?: string[];
  /** fr always; en, es, de for all posts but two (those two are French only). */
  text: { fr: SeedPostText } & Partial<Record<Exclude<Locale, 'fr'>, SeedPostText>>;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'news',
    title: { fr: 'Actualités', en: 'News', es: 'Noticias', de: 'Neuigkeiten' },
    slug: { fr: 'actualites', en: 'news', es: 'noticias', de: 'neuigkeiten' },
  },
  {
    key: 'events',
    title: { fr: 'Événements', en: 'Events', es: 'Eventos', de: 'Veranstaltungen' },
    slug: { fr: 'evenements', en: 'events', es: 'eventos', de: 'veranstaltungen' },
  },
  {
    key: 'tech',
    title: { fr: 'Tech', en: 'Tech', es: 'Tecnología', de: 'Technik' },
    slug: { fr: 'tech', en: 'tech', es: 'tecnologia', de: 'technik' },
  },
  {
    key: 'careers',
    title: { fr: 'Carrières', en: 'Careers', es: 'Empleo', de: 'Karriere' },
    slug: { fr: 'carrieres', en: 'careers', es: 'empleo', de: 'karriere' },
  },
];

export const SEED_POSTS: SeedPost[] = [
  {
    key: 'dav-madrid-opening',
    category: 'news',
    subsidiary: 'dav-madrid',
    author: { name: 'Carmen Ortega', position: 'agency-director', form: 'feminine' },
    daysAgo: 400,
    text: {
      fr: {
        title: 'DAV ouvre une filiale à Madrid',
        excerpt:
          'Après Bruxelles et Genève, le groupe s’installe en Espagne avec DAV Madrid, ' +
          'une équipe dédiée au cloud et à la data pour les entreprises ibériques.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV franchit une nouvelle étape de son développement international avec l’ouverture ' +
              'de DAV Madrid. La filiale s’installe dans le quartier de Chamartín et réunit ' +
              'dès son lancement une quinzaine de consultants. Elle accompagnera les entreprises ' +
              'espagnoles dans leurs projets cloud, data et cybersécurité.',
          },
          { type: 'heading', text: 'Pourquoi Madrid' },
          {
            type: 'paragraph',
            text:
              'L’Espagne connaît une forte accélération de la transformation numérique, ' +
              'portée notamment par les plans de relance européens. Plusieurs de nos ' +
              'clients français y ont déjà des équipes et nous demandaient un accompagnement ' +
              'local. Madrid s’est donc imposée comme une évidence.',
          },
          { type: 'heading', text: 'Une équipe locale, des méthodes partagées' },
          {
            type: 'paragraph',
            text:
              'DAV Madrid s’appuie sur les communautés techniques du groupe et sur les méthodes ' +
              'éprouvées à Lyon et à Paris. Les consultants recrutés sur place travaillent en espagnol ' +
              'et en anglais. Ils peuvent mobiliser à tout moment les experts des autres filiales.',
          },
          {
            type: 'quote',
            text:
              'Nous voulons construire à Madrid une équipe aussi exigeante ' +
              'techniquement qu’attentive à ses clients.',
            cite: 'Carmen Ortega, directrice d’agence DAV Madrid',
          },
          {
            type: 'paragraph',
            text:
              'La filiale prévoit d’atteindre cinquante collaborateurs d’ici deux ans. Les ' +
              'recrutements sont ouverts dès aujourd’hui pour des profils cloud, DevOps et data.',
          },
        ],
      },
      en: {
        title: 'DAV opens a subsidiary in Madrid',
        excerpt:
          'After Brussels and Geneva, the group is setting up in Spain with DAV ' +
          'Madrid, a team dedicated to cloud and data for Iberian companies.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV is taking a new step in its international growth with the opening ' +
              'of DAV Madrid. The subsidiary is based in the Chamartín district and ' +
              'starts out with around fifteen consultants. It will support Spanish ' +
              'companies with their cloud, data and cybersecurity projects.',
          },
          { type: 'heading', text: 'Why Madrid' },
          {
            type: 'paragraph',
            text:
              'Spain’s digital transformation is accelerating fast, driven in part by European ' +
              'recovery plans. Several of our French clients already have teams there and ' +
              'had been asking for local support. Madrid was the obvious choice.',
          },
          { type: 'heading', text: 'A local team, shared methods' },
          {
            type: 'paragraph',
            text:
              'DAV Madrid draws on the group’s technical communities and on methods proven ' +
              'in Lyon and Paris. Consultants hired locally work in Spanish and English. ' +
              'They can call on experts from the other subsidiaries at any time.',
          },
          {
            type: 'quote',
            text:
              'In Madrid we want to build a team that is as demanding ' +
              'technically as it is attentive to its clients.',
            cite: 'Carmen Ortega, Agency Director, DAV Madrid',
          },
          {
            type: 'paragraph',
            text:
              'The subsidiary plans to reach fifty employees within two years. ' +
              'Hiring is open now for cloud, DevOps and data profiles.',
          },
        ],
      },
      es: {
        title: 'DAV abre una filial en Madrid',
        excerpt:
          'Tras Bruselas y Ginebra, el grupo se implanta en España con DAV Madrid, ' +
          'un equipo dedicado al cloud y a los datos para las empresas ibéricas.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV da un nuevo paso en su desarrollo internacional con la apertura de DAV Madrid. La ' +
              'filial se instala en el distrito de Chamartín y arranca con una quincena de ' +
              'consultores. Acompañará a las empresas españolas en sus proyectos de cloud, datos y ' +
              'ciberseguridad.',
          },
          { type: 'heading', text: 'Por qué Madrid' },
          {
            type: 'paragraph',
            text:
              'España vive una fuerte aceleración de la transformación digital, impulsada en parte por ' +
              'los fondos europeos de recuperación. Varios de nuestros clientes franceses ya tienen ' +
              'equipos aquí y nos pedían un acompañamiento local. Madrid era la elección evidente.',
          },
          { type: 'heading', text: 'Un equipo local, métodos compartidos' },
          {
            type: 'paragraph',
            text:
              'DAV Madrid se apoya en las comunidades técnicas del grupo y en los métodos probados ' +
              'en Lyon y París. Los consultores contratados aquí trabajan en español y en inglés. ' +
              'Pueden recurrir en cualquier momento a los expertos de las demás filiales.',
          },
          {
            type: 'quote',
            text:
              'En Madrid queremos construir un equipo tan exigente ' +
              'en lo técnico como atento a sus clientes.',
            cite: 'Carmen Ortega, directora de agencia de DAV Madrid',
          },
          {
            type: 'paragraph',
            text:
              'La filial prevé alcanzar los cincuenta empleados en dos años. Ya hay procesos ' +
              'de selección abiertos para perfiles de cloud, DevOps y datos.',
          },
        ],
      },
      de: {
        title: 'DAV eröffnet eine Tochtergesellschaft in Madrid',
        excerpt:
          'Nach Brüssel und Genf ist die Gruppe nun auch in Spanien vertreten: DAV ' +
          'Madrid begleitet iberische Unternehmen bei Cloud- und Datenprojekten.',
        body: [
          {
            type: 'paragraph',
            text:
              'Mit der Eröffnung von DAV Madrid geht DAV einen weiteren Schritt in seiner ' +
              'internationalen Entwicklung. Die Tochtergesellschaft hat ihren Sitz im Stadtteil ' +
              'Chamartín und startet mit rund fünfzehn Beraterinnen und Beratern. Sie begleitet ' +
              'spanische Unternehmen bei Cloud-, Daten- und Cybersecurity-Projekten.',
          },
          { type: 'heading', text: 'Warum Madrid' },
          {
            type: 'paragraph',
            text:
              'Die digitale Transformation in Spanien gewinnt deutlich an Tempo, unter anderem dank ' +
              'der europäischen Aufbaupläne. Mehrere unserer französischen Kunden haben dort bereits ' +
              'Teams und wünschten sich Unterstützung vor Ort. Madrid lag daher auf der Hand.',
          },
          { type: 'heading', text: 'Ein lokales Team, gemeinsame Methoden' },
          {
            type: 'paragraph',
            text:
              'DAV Madrid stützt sich auf die technischen Communities der Gruppe und auf ' +
              'Methoden, die sich in Lyon und Paris bewährt haben. Die vor Ort eingestellten ' +
              'Beraterinnen und Berater arbeiten auf Spanisch und Englisch. Sie können ' +
              'jederzeit auf die Fachleute der anderen Standorte zurückgreifen.',
          },
          {
            type: 'quote',
            text:
              'Wir wollen in Madrid ein Team aufbauen, das technisch ebenso ' +
              'anspruchsvoll ist wie aufmerksam gegenüber seinen Kunden.',
            cite: 'Carmen Ortega, Agenturleiterin DAV Madrid',
          },
          {
            type: 'paragraph',
            text:
              'Innerhalb von zwei Jahren soll die Tochtergesellschaft auf fünfzig Mitarbeitende ' +
              'wachsen. Ab sofort suchen wir Profile in den Bereichen Cloud, DevOps und Daten.',
          },
        ],
      },
    },
  },
  {
    key: 'energy-data-platform',
    category: 'news',
    subsidiary: 'dav-lyon',
    author: { name: 'Nicolas Ferrand', position: 'business-manager', form: 'masculine' },
    daysAgo: 45,
    related: ['data-quality-contracts'],
    text: {
      fr: {
        title: 'DAV Lyon construit la plateforme data d’un distributeur d’énergie',
        excerpt:
          'Un distributeur d’énergie d’Auvergne-Rhône-Alpes confie à DAV Lyon la conception ' +
          'de sa nouvelle plateforme de données, au service de la maintenance prédictive.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Lyon a remporté l’appel d’offres lancé par un distributeur d’énergie régional ' +
              'pour moderniser sa plateforme de données. Le projet, prévu sur dix-huit mois, mobilise ' +
              'une équipe de huit consultants data et cloud. Il doit permettre d’exploiter les ' +
              'mesures de plusieurs milliers de capteurs installés sur le réseau.',
          },
          { type: 'heading', text: 'Les objectifs du projet' },
          {
            type: 'list',
            items: [
              'Centraliser les données des capteurs et des interventions dans un lakehouse unique',
              'Détecter les anomalies du réseau avant qu’elles ne provoquent des coupures',
              'Donner aux équipes de maintenance des tableaux de bord fiables et à jour',
              'Garantir la qualité et la traçabilité des données de bout en bout',
            ],
          },
          { type: 'heading', text: 'Une démarche progressive' },
          {
            type: 'paragraph',
            text:
              'L’équipe a choisi de livrer un premier cas d’usage en moins de trois mois, consacré à ' +
              'la surveillance des postes de transformation. Les suivants s’appuieront sur les mêmes ' +
              'briques techniques. Cette approche permet au client de mesurer rapidement la valeur ' +
              'créée.',
          },
          {
            type: 'quote',
            text:
              'Ce qui nous a convaincus, c’est la capacité de l’équipe à parler autant ' +
              'à nos techniciens qu’à notre direction des systèmes d’information.',
            cite: 'La directrice du programme data du client',
          },
        ],
      },
      en: {
        title: 'DAV Lyon builds an energy distributor’s data platform',
        excerpt:
          'A regional energy distributor in Auvergne-Rhône-Alpes has chosen DAV Lyon ' +
          'to design its new data platform, supporting predictive maintenance.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Lyon has won a tender from a regional energy distributor to modernise its data ' +
              'platform. The eighteen-month project involves a team of eight data and cloud ' +
              'consultants. It will make use of measurements from several thousand sensors installed ' +
              'across the grid.',
          },
          { type: 'heading', text: 'Project goals' },
          {
            type: 'list',
            items: [
              'Bring sensor and field-work data together in a single lakehouse',
              'Detect grid anomalies before they cause outages',
              'Give maintenance teams reliable, up-to-date dashboards',
              'Ensure end-to-end data quality and traceability',
            ],
          },
          { type: 'heading', text: 'A step-by-step approach' },
          {
            type: 'paragraph',
            text:
              'The team chose to deliver a first use case in under three months, focused on monitoring ' +
              'transformer substations. The following ones will build on the same technical ' +
              'components. This approach lets the client see the value created early on.',
          },
          {
            type: 'quote',
            text:
              'What convinced us was the team’s ability to talk to our ' +
              'field technicians just as well as to our IT department.',
            cite: 'The client’s data programme director',
          },
        ],
      },
      es: {
        title: 'DAV Lyon construye la plataforma de datos de una distribuidora eléctrica',
        excerpt:
          'Una distribuidora de energía de Auvernia-Ródano-Alpes confía a DAV Lyon el ' +
          'diseño de su nueva plataforma de datos para el mantenimiento predictivo.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Lyon ha ganado el concurso convocado por una distribuidora de energía regional ' +
              'para modernizar su plataforma de datos. El proyecto, previsto para dieciocho meses, ' +
              'moviliza a un equipo de ocho consultores de datos y cloud. Permitirá aprovechar ' +
              'las mediciones de varios miles de sensores instalados en la red.',
          },
          { type: 'heading', text: 'Los objetivos del proyecto' },
          {
            type: 'list',
            items: [
              'Centralizar los datos de sensores e intervenciones en un único lakehouse',
              'Detectar las anomalías de la red antes de que provoquen cortes',
              'Ofrecer a los equipos de mantenimiento cuadros de mando fiables y actualizados',
              'Garantizar la calidad y la trazabilidad de los datos de principio a fin',
            ],
          },
          { type: 'heading', text: 'Un enfoque progresivo' },
          {
            type: 'paragraph',
            text:
              'El equipo ha optado por entregar un primer caso de uso en menos de ' +
              'tres meses, dedicado a la supervisión de los centros de transformación. ' +
              'Los siguientes se apoyarán en los mismos componentes técnicos. Este ' +
              'enfoque permite al cliente medir pronto el valor generado.',
          },
          {
            type: 'quote',
            text:
              'Lo que nos convenció fue la capacidad del equipo para entenderse tanto ' +
              'con nuestros técnicos como con nuestra dirección de sistemas.',
            cite: 'La directora del programa de datos del cliente',
          },
        ],
      },
      de: {
        title: 'DAV Lyon baut die Datenplattform eines Energieversorgers',
        excerpt:
          'Ein regionaler Energieversorger in Auvergne-Rhône-Alpes beauftragt DAV Lyon ' +
          'mit dem Aufbau seiner neuen Datenplattform für vorausschauende Wartung.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Lyon hat die Ausschreibung eines regionalen Energieversorgers zur Modernisierung ' +
              'seiner Datenplattform gewonnen. Das auf achtzehn Monate angelegte Projekt ' +
              'bindet ein Team aus acht Daten- und Cloud-Beratern. Ziel ist es, die Messwerte ' +
              'mehrerer tausend Sensoren im Netz nutzbar zu machen.',
          },
          { type: 'heading', text: 'Die Projektziele' },
          {
            type: 'list',
            items: [
              'Sensor- und Einsatzdaten in einem einzigen Lakehouse bündeln',
              'Netzanomalien erkennen, bevor sie zu Ausfällen führen',
              'Den Wartungsteams verlässliche und aktuelle Dashboards bereitstellen',
              'Datenqualität und Nachverfolgbarkeit durchgängig sicherstellen',
            ],
          },
          { type: 'heading', text: 'Ein schrittweises Vorgehen' },
          {
            type: 'paragraph',
            text:
              'Das Team liefert einen ersten Anwendungsfall in weniger als drei Monaten, der sich der ' +
              'Überwachung von Umspannstationen widmet. Die weiteren Anwendungsfälle bauen auf ' +
              'denselben technischen Bausteinen auf. So kann der Kunde den geschaffenen Mehrwert früh ' +
              'messen.',
          },
          {
            type: 'quote',
            text:
              'Überzeugt hat uns, dass das Team mit unseren Technikern ' +
              'ebenso gut spricht wie mit unserer IT-Leitung.',
            cite: 'Die Leiterin des Datenprogramms beim Kunden',
          },
        ],
      },
    },
  },
  {
    key: 'geneve-private-bank-zero-trust',
    category: 'news',
    subsidiary: 'dav-geneve',
    author: { name: 'Mathieu Favre', position: 'associate-director', form: 'masculine' },
    daysAgo: 120,
    related: ['zero-trust-network-access'],
    text: {
      fr: {
        title: 'Une banque privée genevoise confie sa sécurité réseau à DAV Genève',
        excerpt:
          'DAV Genève accompagne une banque privée dans le déploiement d’une architecture ' +
          'zéro confiance, de la segmentation du réseau à la gestion des accès.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Genève a été retenue par une banque privée de la place genevoise pour ' +
              'mener son programme de sécurité réseau. La banque souhaitait renforcer ' +
              'la protection de ses applications sensibles tout en facilitant le travail ' +
              'hybride de ses gestionnaires. Le programme s’étend sur deux ans.',
          },
          { type: 'heading', text: 'Un programme en trois volets' },
          {
            type: 'list',
            items: [
              'La micro-segmentation du réseau des centres de données',
              'L’accès aux applications conditionné à l’identité et à l’état du poste',
              'La supervision continue des flux par le centre opérationnel de sécurité',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Les exigences réglementaires suisses et le secret bancaire imposent un haut ' +
              'niveau de rigueur. L’équipe travaille en étroite collaboration avec le responsable ' +
              'de la sécurité des systèmes d’information de la banque. Chaque étape fait ' +
              'l’objet d’une validation formelle avant sa mise en production.',
          },
          {
            type: 'quote',
            text:
              'La confiance ne se décrète pas, elle se vérifie à chaque ' +
              'connexion. C’est tout l’esprit du programme.',
            cite: 'Mathieu Favre, directeur associé DAV Genève',
          },
        ],
      },
      en: {
        title: 'A Geneva private bank entrusts its network security to DAV Geneva',
        excerpt:
          'DAV Geneva is helping a private bank roll out a zero-trust architecture, ' +
          'from network segmentation to access management.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Geneva has been selected by a Geneva-based private bank to run its network security ' +
              'programme. The bank wanted to better protect its sensitive applications while making ' +
              'hybrid work easier for its relationship managers. The programme will run for two years.',
          },
          { type: 'heading', text: 'A three-part programme' },
          {
            type: 'list',
            items: [
              'Micro-segmentation of the data centre network',
              'Application access based on identity and device health',
              'Continuous monitoring of traffic by the security operations centre',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Swiss regulatory requirements and banking secrecy call for a high level of ' +
              'rigour. The team works closely with the bank’s chief information security ' +
              'officer. Every step is formally signed off before going into production.',
          },
          {
            type: 'quote',
            text:
              'Trust cannot be decreed; it has to be verified at every ' +
              'connection. That is the whole spirit of the programme.',
            cite: 'Mathieu Favre, Associate Director, DAV Geneva',
          },
        ],
      },
      es: {
        title: 'Un banco privado de Ginebra confía su seguridad de red a DAV Ginebra',
        excerpt:
          'DAV Ginebra acompaña a un banco privado en el despliegue de una arquitectura de ' +
          'confianza cero, desde la segmentación de la red hasta la gestión de accesos.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Ginebra ha sido elegida por un banco privado ginebrino para dirigir ' +
              'su programa de seguridad de red. El banco quería reforzar la protección ' +
              'de sus aplicaciones sensibles y, al mismo tiempo, facilitar el trabajo híbrido ' +
              'de sus gestores. El programa se extiende a lo largo de dos años.',
          },
          { type: 'heading', text: 'Un programa en tres ejes' },
          {
            type: 'list',
            items: [
              'La microsegmentación de la red de los centros de datos',
              'El acceso a las aplicaciones condicionado a la identidad y al estado del equipo',
              'La supervisión continua de los flujos por el centro de operaciones de seguridad',
            ],
          },
          {
            type: 'paragraph',
            text:
              'La normativa suiza y el secreto bancario exigen un alto nivel de rigor. El equipo ' +
              'trabaja en estrecha colaboración con el responsable de seguridad de la información ' +
              'del banco. Cada etapa se valida formalmente antes de su puesta en producción.',
          },
          {
            type: 'quote',
            text:
              'La confianza no se decreta, se verifica en cada ' +
              'conexión. Ese es todo el espíritu del programa.',
            cite: 'Mathieu Favre, director asociado de DAV Ginebra',
          },
        ],
      },
      de: {
        title: 'Genfer Privatbank vertraut DAV Genf ihre Netzwerksicherheit an',
        excerpt:
          'DAV Genf begleitet eine Privatbank bei der Einführung einer Zero-Trust-Architektur, ' +
          'von der Netzsegmentierung bis zum Zugriffsmanagement.',
        body: [
          {
            type: 'paragraph',
            text:
              'Eine Genfer Privatbank hat DAV Genf mit der Leitung ihres Programms ' +
              'für Netzwerksicherheit beauftragt. Die Bank wollte ihre sensiblen Anwendungen ' +
              'besser schützen und zugleich ihren Kundenberatern hybrides Arbeiten ' +
              'erleichtern. Das Programm ist auf zwei Jahre angelegt.',
          },
          { type: 'heading', text: 'Ein Programm in drei Teilen' },
          {
            type: 'list',
            items: [
              'Mikrosegmentierung des Rechenzentrumsnetzes',
              'Zugriff auf Anwendungen abhängig von Identität und Gerätezustand',
              'Laufende Überwachung der Datenflüsse durch das Security Operations Center',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Die Schweizer Regulierung und das Bankgeheimnis verlangen ein hohes Maß an Sorgfalt. ' +
              'Das Team arbeitet eng mit dem Informationssicherheitsbeauftragten der Bank zusammen. ' +
              'Jeder Schritt wird vor der Inbetriebnahme formell abgenommen.',
          },
          {
            type: 'quote',
            text:
              'Vertrauen lässt sich nicht verordnen, es muss bei jeder Verbindung ' +
              'geprüft werden. Genau darum geht es in diesem Programm.',
            cite: 'Mathieu Favre, Associate Director DAV Genf',
          },
        ],
      },
    },
  },
  {
    key: 'iso-27001-certification',
    category: 'news',
    author: { name: 'Hélène Vasseur', position: 'deputy-managing-director', form: 'feminine' },
    daysAgo: 210,
    text: {
      fr: {
        title: 'Le groupe DAV obtient la certification ISO 27001',
        excerpt:
          'Après un an de préparation, l’ensemble des filiales européennes du ' +
          'groupe est certifié ISO 27001 pour la sécurité de l’information.',
        body: [
          {
            type: 'paragraph',
            text:
              'Le groupe DAV a obtenu la certification ISO 27001 pour l’ensemble de ses ' +
              'filiales européennes. Cette norme internationale atteste de la maturité ' +
              'de notre système de management de la sécurité de l’information. Elle couvre ' +
              'nos activités de conseil, de développement et d’infogérance.',
          },
          { type: 'heading', text: 'Une démarche collective' },
          {
            type: 'paragraph',
            text:
              'La préparation a mobilisé près d’un an de travail et des référents dans ' +
              'chaque filiale. Nous avons revu nos processus de gestion des accès, ' +
              'de sauvegarde et de réponse aux incidents. Tous les collaborateurs ont ' +
              'suivi un parcours de sensibilisation adapté à leur métier.',
          },
          { type: 'heading', text: 'Ce que cela change pour nos clients' },
          {
            type: 'list',
            items: [
              'Des engagements de sécurité vérifiés par un organisme indépendant',
              'Des questionnaires de sécurité et des audits fournisseurs simplifiés',
              'Une amélioration continue suivie par des audits annuels',
            ],
          },
          {
            type: 'paragraph',
            text:
              'La certification n’est pas une fin en soi. Elle nous engage à maintenir ce ' +
              'niveau d’exigence et à l’étendre à DAV Montréal dans les prochains mois.',
          },
        ],
      },
      en: {
        title: 'DAV Group achieves ISO 27001 certification',
        excerpt:
          'After a year of preparation, all of the group’s European subsidiaries ' +
          'are now ISO 27001 certified for information security.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Group has been awarded ISO 27001 certification for all of its European ' +
              'subsidiaries. This international standard attests to the maturity of our information ' +
              'security management system. It covers our consulting, development and managed services ' +
              'activities.',
          },
          { type: 'heading', text: 'A collective effort' },
          {
            type: 'paragraph',
            text:
              'Preparation took nearly a year of work, with a dedicated lead in each subsidiary. ' +
              'We reviewed our processes for access management, backups and incident response. ' +
              'Every employee followed an awareness programme tailored to their role.',
          },
          { type: 'heading', text: 'What it means for our clients' },
          {
            type: 'list',
            items: [
              'Security commitments verified by an independent body',
              'Simpler security questionnaires and supplier audits',
              'Continuous improvement tracked through annual audits',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Certification is not an end in itself. It commits us to maintaining this ' +
              'standard and to extending it to DAV Montréal in the coming months.',
          },
        ],
      },
      es: {
        title: 'El grupo DAV obtiene la certificación ISO 27001',
        excerpt:
          'Tras un año de preparación, todas las filiales europeas del grupo cuentan ' +
          'con la certificación ISO 27001 de seguridad de la información.',
        body: [
          {
            type: 'paragraph',
            text:
              'El grupo DAV ha obtenido la certificación ISO 27001 para todas sus filiales ' +
              'europeas. Esta norma internacional acredita la madurez de nuestro sistema ' +
              'de gestión de la seguridad de la información. Abarca nuestras actividades ' +
              'de consultoría, desarrollo y servicios gestionados.',
          },
          { type: 'heading', text: 'Un esfuerzo colectivo' },
          {
            type: 'paragraph',
            text:
              'La preparación requirió casi un año de trabajo y un referente en cada filial. Revisamos ' +
              'nuestros procesos de gestión de accesos, copias de seguridad y respuesta a incidentes. ' +
              'Todos los empleados siguieron un programa de concienciación adaptado a su puesto.',
          },
          { type: 'heading', text: 'Qué cambia para nuestros clientes' },
          {
            type: 'list',
            items: [
              'Compromisos de seguridad verificados por un organismo independiente',
              'Cuestionarios de seguridad y auditorías de proveedores más sencillos',
              'Una mejora continua supervisada mediante auditorías anuales',
            ],
          },
          {
            type: 'paragraph',
            text:
              'La certificación no es un fin en sí misma. Nos compromete a mantener este ' +
              'nivel de exigencia y a extenderlo a DAV Montréal en los próximos meses.',
          },
        ],
      },
      de: {
        title: 'Die DAV-Gruppe ist nach ISO 27001 zertifiziert',
        excerpt:
          'Nach einem Jahr Vorbereitung sind alle europäischen Tochtergesellschaften ' +
          'der Gruppe für Informationssicherheit nach ISO 27001 zertifiziert.',
        body: [
          {
            type: 'paragraph',
            text:
              'Die DAV-Gruppe wurde für alle ihre europäischen Tochtergesellschaften ' +
              'nach ISO 27001 zertifiziert. Die internationale Norm bestätigt die ' +
              'Reife unseres Managementsystems für Informationssicherheit. Sie umfasst ' +
              'unsere Beratungs-, Entwicklungs- und Betriebsleistungen.',
          },
          { type: 'heading', text: 'Eine gemeinsame Anstrengung' },
          {
            type: 'paragraph',
            text:
              'Die Vorbereitung hat fast ein Jahr gedauert, mit festen Ansprechpersonen in ' +
              'jeder Tochtergesellschaft. Wir haben unsere Prozesse für Zugriffsverwaltung, ' +
              'Datensicherung und Incident Response überarbeitet. Alle Mitarbeitenden haben ' +
              'eine auf ihre Tätigkeit zugeschnittene Sensibilisierung durchlaufen.',
          },
          { type: 'heading', text: 'Was sich für unsere Kunden ändert' },
          {
            type: 'list',
            items: [
              'Sicherheitszusagen, die von einer unabhängigen Stelle geprüft sind',
              'Einfachere Sicherheitsfragebögen und Lieferantenaudits',
              'Kontinuierliche Verbesserung, überprüft durch jährliche Audits',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Die Zertifizierung ist kein Selbstzweck. Sie verpflichtet uns, dieses Niveau ' +
              'zu halten und es in den kommenden Monaten auf DAV Montréal auszuweiten.',
          },
        ],
      },
    },
  },
  {
    key: 'montreal-quebec-city-office',
    category: 'news',
    subsidiary: 'dav-montreal',
    author: { name: 'Olivier Gagnon', position: 'agency-director', form: 'masculine' },
    daysAgo: -10,
    text: {
      fr: {
        title: 'DAV Montréal ouvre un bureau à Québec',
        excerpt:
          'Pour accompagner ses clients de la Capitale-Nationale, DAV Montréal ouvre un second ' +
          'bureau à Québec, avec une équipe spécialisée en cybersécurité et en réseaux.',
        body: [
          {
            type: 'paragraph',
            text:
              'Trois ans après son arrivée au Canada, DAV Montréal ouvre un second bureau, en ' +
              'plein cœur de Québec. Une dizaine de consultants y travailleront dès l’ouverture, ' +
              'principalement en cybersécurité et en réseaux. Le bureau renforcera notre présence ' +
              'auprès des organismes publics et des entreprises de la région.',
          },
          { type: 'heading', text: 'Une proximité attendue' },
          {
            type: 'paragraph',
            text:
              'Plusieurs de nos clients sont établis dans la Capitale-Nationale et ' +
              'souhaitaient des équipes disponibles sur place. Le nouveau bureau accueillera ' +
              'aussi des stagiaires des universités et des cégeps de la région. Il ' +
              'fonctionnera en lien étroit avec l’équipe de Montréal.',
          },
          {
            type: 'quote',
            text:
              'Québec, c’est un bassin de talents exceptionnel et des ' +
              'clients qui nous font confiance depuis nos débuts.',
            cite: 'Olivier Gagnon, directeur d’agence DAV Montréal',
          },
          { type: 'heading', text: 'Les prochaines étapes' },
          {
            type: 'list',
            items: [
              'Une journée portes ouvertes pour les candidats et les partenaires',
              'Le lancement d’une communauté technique locale en cybersécurité',
              'Une vingtaine de recrutements au cours de la première année',
            ],
          },
        ],
      },
      en: {
        title: 'DAV Montréal opens an office in Québec City',
        excerpt:
          'To better serve its clients in the Capitale-Nationale region, DAV Montréal is ' +
          'opening a second office in Québec City, focused on cybersecurity and networks.',
        body: [
          {
            type: 'paragraph',
            text:
              'Three years after arriving in Canada, DAV Montréal is opening a second office ' +
              'in the heart of Québec City. Around ten consultants will work there from ' +
              'day one, mainly in cybersecurity and networks. The office will strengthen ' +
              'our presence with public bodies and companies in the region.',
          },
          { type: 'heading', text: 'A long-awaited presence' },
          {
            type: 'paragraph',
            text:
              'Several of our clients are based in the Capitale-Nationale region and wanted ' +
              'teams available on site. The new office will also host interns from local universities ' +
              'and CEGEPs. It will work hand in hand with the Montréal team.',
          },
          {
            type: 'quote',
            text:
              'Québec City has an exceptional talent pool and clients ' +
              'who have trusted us from the very beginning.',
            cite: 'Olivier Gagnon, Agency Director, DAV Montréal',
          },
          { type: 'heading', text: 'Next steps' },
          {
            type: 'list',
            items: [
              'An open day for candidates and partners',
              'The launch of a local cybersecurity community',
              'Around twenty hires during the first year',
            ],
          },
        ],
      },
      es: {
        title: 'DAV Montréal abre una oficina en la ciudad de Quebec',
        excerpt:
          'Para acompañar a sus clientes de la región de la Capitale-Nationale, DAV Montréal ' +
          'abre una segunda oficina en Quebec, centrada en ciberseguridad y redes.',
        body: [
          {
            type: 'paragraph',
            text:
              'Tres años después de su llegada a Canadá, DAV Montréal abre una segunda oficina ' +
              'en pleno centro de la ciudad de Quebec. Una decena de consultores trabajará allí ' +
              'desde la apertura, principalmente en ciberseguridad y redes. La oficina reforzará ' +
              'nuestra presencia ante los organismos públicos y las empresas de la región.',
          },
          { type: 'heading', text: 'Una cercanía muy esperada' },
          {
            type: 'paragraph',
            text:
              'Varios de nuestros clientes están implantados en la región de la capital y ' +
              'querían equipos disponibles sobre el terreno. La nueva oficina también acogerá ' +
              'a estudiantes en prácticas de las universidades y centros de formación de ' +
              'la zona. Funcionará en estrecha relación con el equipo de Montreal.',
          },
          {
            type: 'quote',
            text:
              'Quebec tiene una cantera de talento excepcional y clientes ' +
              'que confían en nosotros desde el principio.',
            cite: 'Olivier Gagnon, director de agencia de DAV Montréal',
          },
          { type: 'heading', text: 'Próximos pasos' },
          {
            type: 'list',
            items: [
              'Una jornada de puertas abiertas para candidatos y socios',
              'El lanzamiento de una comunidad técnica local de ciberseguridad',
              'Una veintena de contrataciones durante el primer año',
            ],
          },
        ],
      },
      de: {
        title: 'DAV Montréal eröffnet ein Büro in Québec',
        excerpt:
          'Um seine Kunden in der Region Capitale-Nationale besser zu begleiten, eröffnet DAV ' +
          'Montréal ein zweites Büro in Québec mit Fokus auf Cybersecurity und Netzwerke.',
        body: [
          {
            type: 'paragraph',
            text:
              'Drei Jahre nach dem Start in Kanada eröffnet DAV Montréal ein zweites Büro mitten ' +
              'in Québec. Von Anfang an werden dort rund zehn Beraterinnen und Berater arbeiten, ' +
              'vor allem in den Bereichen Cybersecurity und Netzwerke. Das Büro stärkt unsere ' +
              'Präsenz bei öffentlichen Einrichtungen und Unternehmen der Region.',
          },
          { type: 'heading', text: 'Nähe, die sich unsere Kunden gewünscht haben' },
          {
            type: 'paragraph',
            text:
              'Mehrere unserer Kunden sind in der Region Capitale-Nationale ansässig und wünschten ' +
              'sich Teams vor Ort. Das neue Büro wird auch Praktikantinnen und Praktikanten der ' +
              'örtlichen Hochschulen aufnehmen. Es arbeitet eng mit dem Team in Montréal zusammen.',
          },
          {
            type: 'quote',
            text:
              'Québec bietet einen außergewöhnlichen Talentpool ' +
              'und Kunden, die uns von Anfang an vertraut haben.',
            cite: 'Olivier Gagnon, Agenturleiter DAV Montréal',
          },
          { type: 'heading', text: 'Die nächsten Schritte' },
          {
            type: 'list',
            items: [
              'Ein Tag der offenen Tür für Bewerber und Partner',
              'Der Aufbau einer lokalen Cybersecurity-Community',
              'Rund zwanzig Neueinstellungen im ersten Jahr',
            ],
          },
        ],
      },
    },
  },
  {
    key: 'frugal-ai-hackathon',
    category: 'events',
    subsidiary: 'dav-toulouse',
    author: { name: 'Camille Roux', position: 'development-manager', form: 'feminine' },
    daysAgo: 95,
    text: {
      fr: {
        title: 'Hackathon DAV Toulouse : 48 heures pour une IA plus sobre',
        excerpt:
          'Soixante participants, douze équipes et un défi : concevoir des ' +
          'modèles d’IA utiles qui consomment le moins d’énergie possible.',
        body: [
          {
            type: 'paragraph',
            text:
              'Le temps d’un week-end, DAV Toulouse a transformé ses locaux en laboratoire d’IA ' +
              'frugale. Soixante participants, consultants du groupe, étudiants et développeurs ' +
              'de la communauté toulousaine, se sont réunis en douze équipes. Leur défi : résoudre ' +
              'un problème concret avec un modèle d’IA aussi économe que possible.',
          },
          { type: 'heading', text: 'Des cas d’usage bien réels' },
          {
            type: 'paragraph',
            text:
              'Les sujets avaient été proposés par trois entreprises partenaires de la région. ' +
              'Il fallait par exemple détecter des défauts sur des pièces aéronautiques à partir ' +
              'd’images, ou prévoir la consommation électrique d’un bâtiment. Chaque équipe mesurait ' +
              'l’énergie consommée par l’entraînement et l’inférence de son modèle.',
          },
          { type: 'heading', text: 'Le palmarès' },
          {
            type: 'list',
            items: [
              'Premier prix : un modèle de détection de défauts cinquante fois ' +
                'plus léger que la référence, pour une précision équivalente',
              'Prix de la sobriété : une prévision de consommation qui tourne sur un simple microcontrôleur',
              'Prix du public : un assistant de tri des déchets pour les cantines scolaires',
            ],
          },
          {
            type: 'quote',
            text:
              'On a découvert qu’un petit modèle bien entraîné ' +
              'battait souvent un grand modèle mal adapté.',
            cite: 'Une participante de l’équipe lauréate',
          },
          {
            type: 'paragraph',
            text:
              'Les projets primés seront poursuivis avec les entreprises partenaires. ' +
              'Rendez-vous l’an prochain pour une nouvelle édition.',
          },
        ],
      },
      en: {
        title: 'DAV Toulouse hackathon: 48 hours for leaner AI',
        excerpt:
          'Sixty participants, twelve teams and one challenge: build ' +
          'useful AI models that use as little energy as possible.',
        body: [
          {
            type: 'paragraph',
            text:
              'For one weekend, DAV Toulouse turned its offices into a frugal AI lab. Sixty ' +
              'participants, including group consultants, students and developers from the ' +
              'Toulouse community, formed twelve teams. Their challenge was to solve a real ' +
              'problem with an AI model that is as economical as possible.',
          },
          { type: 'heading', text: 'Real-world use cases' },
          {
            type: 'paragraph',
            text:
              'The topics were proposed by three partner companies from the region. Teams had to ' +
              'detect defects on aircraft parts from images, for example, or forecast a building’s ' +
              'electricity consumption. Each team measured the energy used to train and run its model.',
          },
          { type: 'heading', text: 'The winners' },
          {
            type: 'list',
            items: [
              'First prize: a defect detection model fifty times ' +
                'lighter than the baseline, with the same accuracy',
              'Efficiency prize: a consumption forecast that runs on a simple microcontroller',
              'Audience award: a waste-sorting assistant for school canteens',
            ],
          },
          {
            type: 'quote',
            text:
              'We found that a small, well-trained model often beats ' +
              'a large model that is poorly suited to the task.',
            cite: 'A member of the winning team',
          },
          {
            type: 'paragraph',
            text:
              'The winning projects will be taken further with the partner ' +
              'companies. See you next year for a new edition.',
          },
        ],
      },
      es: {
        title: 'Hackathon de DAV Toulouse: 48 horas por una IA más sobria',
        excerpt:
          'Sesenta participantes, doce equipos y un reto: diseñar modelos ' +
          'de IA útiles que consuman la menor energía posible.',
        body: [
          {
            type: 'paragraph',
            text:
              'Durante un fin de semana, DAV Toulouse convirtió sus oficinas en un laboratorio ' +
              'de IA frugal. Sesenta participantes, entre consultores del grupo, estudiantes ' +
              'y desarrolladores de la comunidad de Toulouse, formaron doce equipos. Su reto: ' +
              'resolver un problema concreto con un modelo de IA lo más eficiente posible.',
          },
          { type: 'heading', text: 'Casos de uso muy reales' },
          {
            type: 'paragraph',
            text:
              'Los temas los propusieron tres empresas colaboradoras de la región. Había ' +
              'que detectar defectos en piezas aeronáuticas a partir de imágenes, por ejemplo, ' +
              'o prever el consumo eléctrico de un edificio. Cada equipo medía la energía ' +
              'consumida por el entrenamiento y la inferencia de su modelo.',
          },
          { type: 'heading', text: 'Los ganadores' },
          {
            type: 'list',
            items: [
              'Primer premio: un modelo de detección de defectos cincuenta ' +
                'veces más ligero que la referencia, con la misma precisión',
              'Premio a la sobriedad: una previsión de consumo que funciona en un simple microcontrolador',
              'Premio del público: un asistente de clasificación de residuos para comedores escolares',
            ],
          },
          {
            type: 'quote',
            text:
              'Descubrimos que un modelo pequeño y bien entrenado ' +
              'suele superar a un modelo grande mal adaptado.',
            cite: 'Una integrante del equipo ganador',
          },
          {
            type: 'paragraph',
            text:
              'Los proyectos premiados seguirán desarrollándose con las empresas ' +
              'colaboradoras. Nos vemos el año que viene en una nueva edición.',
          },
        ],
      },
      de: {
        title: 'Hackathon bei DAV Toulouse: 48 Stunden für sparsamere KI',
        excerpt:
          'Sechzig Teilnehmende, zwölf Teams und eine Aufgabe: nützliche KI-Modelle ' +
          'entwickeln, die so wenig Energie wie möglich verbrauchen.',
        body: [
          {
            type: 'paragraph',
            text:
              'Ein Wochenende lang verwandelte DAV Toulouse seine Büros in ein Labor für ' +
              'ressourcenschonende KI. Sechzig Teilnehmende, darunter Beraterinnen und Berater der ' +
              'Gruppe, Studierende und Entwickler aus der Toulouser Community, bildeten zwölf Teams. ' +
              'Ihre Aufgabe: ein konkretes Problem mit einem möglichst sparsamen KI-Modell lösen.',
          },
          { type: 'heading', text: 'Echte Anwendungsfälle' },
          {
            type: 'paragraph',
            text:
              'Die Themen stammten von drei Partnerunternehmen aus der Region. So galt es etwa, Fehler ' +
              'an Flugzeugteilen auf Bildern zu erkennen oder den Stromverbrauch eines Gebäudes ' +
              'vorherzusagen. Jedes Team maß den Energieverbrauch für Training und Inferenz seines ' +
              'Modells.',
          },
          { type: 'heading', text: 'Die Gewinner' },
          {
            type: 'list',
            items: [
              'Erster Preis: ein Modell zur Fehlererkennung, fünfzigmal ' +
                'schlanker als die Referenz und ebenso genau',
              'Effizienzpreis: eine Verbrauchsprognose, die auf einem einfachen Mikrocontroller läuft',
              'Publikumspreis: ein Assistent zur Mülltrennung für Schulkantinen',
            ],
          },
          {
            type: 'quote',
            text:
              'Wir haben gelernt, dass ein kleines, gut trainiertes Modell ' +
              'oft ein großes, schlecht angepasstes Modell schlägt.',
            cite: 'Eine Teilnehmerin aus dem Siegerteam',
          },
          {
            type: 'paragraph',
            text:
              'Die prämierten Projekte werden mit den Partnerunternehmen weiterentwickelt. ' +
              'Wir freuen uns schon auf die nächste Ausgabe im kommenden Jahr.',
          },
        ],
      },
    },
  },
  {
    key: 'lyon-cloud-native-meetup',
    category: 'events',
    subsidiary: 'dav-lyon',
    author: { name: 'Antoine Mercier', position: 'technical-director', form: 'masculine' },
    daysAgo: 160,
    related: ['kubernetes-cost-control'],
    text: {
      fr: {
        title: 'Retour sur le meetup Cloud Native de DAV Lyon',
        excerpt:
          'Plus de cent personnes ont assisté à notre meetup consacré à Kubernetes ' +
          'en production, entre retours d’expérience et démonstrations en direct.',
        body: [
          {
            type: 'paragraph',
            text:
              'Jeudi soir, les locaux de DAV Lyon ont accueilli plus de cent développeurs, ingénieurs ' +
              'DevOps et architectes pour un meetup consacré à Kubernetes en production. Au programme ' +
              ': trois talks, des démonstrations en direct et de longues discussions autour d’un ' +
              'buffet. Une belle soirée pour la communauté cloud native lyonnaise.',
          },
          { type: 'heading', text: 'Les trois interventions' },
          {
            type: 'list',
            items: [
              'Migrer cent microservices vers Kubernetes sans interrompre le service',
              'Observabilité : ce que nos tableaux de bord ne nous disaient pas',
              'Maîtriser les coûts d’un cluster partagé entre dix équipes',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Le talk sur les coûts a suscité le plus de questions. Beaucoup d’équipes ' +
              'découvrent la facture de leurs clusters bien après leur mise en production. ' +
              'Nous y reviendrons dans un prochain article de ce blog.',
          },
          {
            type: 'quote',
            text:
              'Le plus précieux, ce sont les échecs qu’on ose ' +
              'raconter. C’est là qu’on apprend vraiment.',
            cite: 'Antoine Mercier, directeur technique DAV Lyon',
          },
          { type: 'heading', text: 'Prochain rendez-vous' },
          {
            type: 'paragraph',
            text:
              'Le prochain meetup aura lieu à la rentrée et portera sur l’ingénierie de plateforme. ' +
              'Vous souhaitez proposer un talk ? Contactez l’équipe de DAV Lyon.',
          },
        ],
      },
    },
  },
  {
    key: 'nis2-breakfast-brussels',
    category: 'events',
    subsidiary: 'dav-bruxelles',
    author: { name: 'Sarah Janssens', position: 'business-manager', form: 'feminine' },
    daysAgo: 75,
    related: ['iso-27001-certification', 'zero-trust-network-access'],
    text: {
      fr: {
        title: 'Petit-déjeuner NIS2 à Bruxelles : les entreprises face à la directive',
        excerpt:
          'DAV Bruxelles a réuni une quarantaine de décideurs pour décrypter la directive ' +
          'NIS2 et ses conséquences concrètes pour les entreprises belges.',
        body: [
          {
            type: 'paragraph',
            text:
              'Comment se préparer à NIS2 sans se perdre dans les textes ? C’est la question à ' +
              'laquelle DAV Bruxelles a tenté de répondre lors d’un petit-déjeuner réunissant une ' +
              'quarantaine de dirigeants et de responsables sécurité. La directive européenne élargit ' +
              'fortement le nombre d’entreprises soumises à des obligations de cybersécurité.',
          },
          { type: 'heading', text: 'Ce que retiennent les participants' },
          {
            type: 'list',
            items: [
              'Beaucoup d’entreprises ignorent encore qu’elles entrent dans le champ de la directive',
              'La responsabilité des dirigeants est désormais explicitement engagée',
              'La sécurité des fournisseurs devient un sujet à part entière',
              'Les délais de notification des incidents sont courts et doivent être anticipés',
            ],
          },
          { type: 'heading', text: 'Par où commencer' },
          {
            type: 'paragraph',
            text:
              'Nos consultants recommandent de commencer par un état des lieux rapide ' +
              ': périmètre, actifs critiques, mesures existantes. Ce diagnostic permet ' +
              'de prioriser les chantiers et d’éviter les investissements inutiles. ' +
              'Il sert aussi de base au dialogue avec la direction générale.',
          },
          {
            type: 'quote',
            text:
              'NIS2 n’est pas qu’une contrainte réglementaire, c’est l’occasion ' +
              'de mettre la sécurité à l’agenda du comité de direction.',
            cite: 'Sarah Janssens, responsable d’affaires DAV Bruxelles',
          },
        ],
      },
      en: {
        title: 'NIS2 breakfast in Brussels: how companies are facing the directive',
        excerpt:
          'DAV Brussels brought together some forty decision-makers to unpack the ' +
          'NIS2 directive and what it means in practice for Belgian companies.',
        body: [
          {
            type: 'paragraph',
            text:
              'How can you prepare for NIS2 without getting lost in the legal texts? That ' +
              'was the question DAV Brussels set out to answer at a breakfast attended by ' +
              'some forty executives and security managers. The European directive greatly ' +
              'widens the range of companies subject to cybersecurity obligations.',
          },
          { type: 'heading', text: 'Key takeaways' },
          {
            type: 'list',
            items: [
              'Many companies still do not realise that they fall within the scope of the directive',
              'Management is now explicitly accountable',
              'Supplier security becomes a subject in its own right',
              'Incident reporting deadlines are short and must be planned for',
            ],
          },
          { type: 'heading', text: 'Where to start' },
          {
            type: 'paragraph',
            text:
              'Our consultants recommend starting with a quick assessment of scope, critical assets ' +
              'and existing measures. This assessment helps prioritise the work and avoid unnecessary ' +
              'spending. It also provides a basis for discussion with senior management.',
          },
          {
            type: 'quote',
            text:
              'NIS2 is not just a regulatory burden; it is a chance ' +
              'to put security on the executive committee’s agenda.',
            cite: 'Sarah Janssens, Business Manager, DAV Brussels',
          },
        ],
      },
      es: {
        title: 'Desayuno NIS2 en Bruselas: las empresas ante la directiva',
        excerpt:
          'DAV Bruselas reunió a una cuarentena de directivos para analizar la directiva ' +
          'NIS2 y sus consecuencias concretas para las empresas belgas.',
        body: [
          {
            type: 'paragraph',
            text:
              '¿Cómo prepararse para NIS2 sin perderse en los textos? Esa es la pregunta a ' +
              'la que DAV Bruselas intentó responder en un desayuno con una cuarentena de ' +
              'directivos y responsables de seguridad. La directiva europea amplía considerablemente ' +
              'el número de empresas sujetas a obligaciones de ciberseguridad.',
          },
          { type: 'heading', text: 'Lo que se llevaron los asistentes' },
          {
            type: 'list',
            items: [
              'Muchas empresas aún no saben que entran en el ámbito de la directiva',
              'La responsabilidad de los directivos queda ahora comprometida de forma explícita',
              'La seguridad de los proveedores se convierte en un tema por derecho propio',
              'Los plazos de notificación de incidentes son cortos y hay que anticiparlos',
            ],
          },
          { type: 'heading', text: 'Por dónde empezar' },
          {
            type: 'paragraph',
            text:
              'Nuestros consultores recomiendan empezar con un diagnóstico rápido del ' +
              'perímetro, los activos críticos y las medidas existentes. Este diagnóstico ' +
              'permite priorizar los trabajos y evitar inversiones innecesarias. También ' +
              'sirve de base para el diálogo con la dirección general.',
          },
          {
            type: 'quote',
            text:
              'NIS2 no es solo una obligación normativa, es la ocasión de ' +
              'poner la seguridad en la agenda del comité de dirección.',
            cite: 'Sarah Janssens, responsable de negocio de DAV Bruselas',
          },
        ],
      },
      de: {
        title: 'NIS2-Frühstück in Brüssel: Unternehmen und die neue Richtlinie',
        excerpt:
          'DAV Brüssel hat rund vierzig Entscheider zusammengebracht, um die NIS2-Richtlinie ' +
          'und ihre konkreten Folgen für belgische Unternehmen zu beleuchten.',
        body: [
          {
            type: 'paragraph',
            text:
              'Wie bereitet man sich auf NIS2 vor, ohne sich in den Texten zu verlieren? ' +
              'Dieser Frage ging DAV Brüssel bei einem Frühstück mit rund vierzig Führungskräften ' +
              'und Sicherheitsverantwortlichen nach. Die europäische Richtlinie erweitert ' +
              'den Kreis der Unternehmen mit Cybersecurity-Pflichten erheblich.',
          },
          { type: 'heading', text: 'Was die Teilnehmenden mitgenommen haben' },
          {
            type: 'list',
            items: [
              'Viele Unternehmen wissen noch nicht, dass sie unter die Richtlinie fallen',
              'Die Geschäftsleitung haftet nun ausdrücklich',
              'Die Sicherheit der Lieferanten wird zu einem eigenen Thema',
              'Die Meldefristen für Vorfälle sind kurz und müssen vorbereitet werden',
            ],
          },
          { type: 'heading', text: 'Wo man anfangen sollte' },
          {
            type: 'paragraph',
            text:
              'Unsere Beraterinnen und Berater empfehlen eine schnelle Bestandsaufnahme von ' +
              'Geltungsbereich, kritischen Assets und bestehenden Maßnahmen. Sie hilft, die ' +
              'Arbeiten zu priorisieren und unnötige Investitionen zu vermeiden. Zugleich ' +
              'bildet sie die Grundlage für das Gespräch mit der Geschäftsführung.',
          },
          {
            type: 'quote',
            text:
              'NIS2 ist nicht nur eine regulatorische Pflicht, sondern die Chance, ' +
              'Sicherheit auf die Agenda der Geschäftsleitung zu setzen.',
            cite: 'Sarah Janssens, Business Managerin DAV Brüssel',
          },
        ],
      },
    },
  },
  {
    key: 'embedded-world-nuremberg',
    category: 'events',
    author: { name: 'Pierre-Yves Le Goff', position: 'technical-director', form: 'masculine' },
    daysAgo: 300,
    text: {
      fr: {
        title: 'DAV au salon Embedded World de Nuremberg',
        excerpt:
          'Nos experts en systèmes embarqués ont présenté à Nuremberg leurs travaux sur la ' +
          'sécurité des objets connectés et la mise à jour à distance des équipements.',
        body: [
          {
            type: 'paragraph',
            text:
              'Pour la première fois, DAV disposait de son propre stand au salon Embedded World de ' +
              'Nuremberg, le grand rendez-vous européen des systèmes embarqués. Pendant trois jours, ' +
              'une équipe venue de Toulouse, d’Aix et de Lyon y a accueilli industriels, partenaires ' +
              'et candidats. L’occasion de présenter notre expertise à un public international.',
          },
          { type: 'heading', text: 'Ce que nous avons présenté' },
          {
            type: 'list',
            items: [
              'Un démonstrateur de mise à jour à distance sécurisée pour des équipements industriels',
              'Un banc de test automatisé pour cartes électroniques',
              'Un retour d’expérience sur l’utilisation de Rust dans un calculateur embarqué',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Les échanges ont confirmé l’intérêt croissant des industriels pour la cybersécurité ' +
              'des produits connectés. Le règlement européen sur la cyberrésilience pousse les ' +
              'fabricants à revoir leurs processus de développement. Beaucoup cherchent des équipes ' +
              'capables de les accompagner de la conception jusqu’à la maintenance.',
          },
          {
            type: 'quote',
            text:
              'Un salon comme celui-ci, c’est trois jours de conversations ' +
              'techniques qu’on n’aurait jamais eues autrement.',
            cite: 'Pierre-Yves Le Goff, directeur technique systèmes embarqués',
          },
        ],
      },
      en: {
        title: 'DAV at Embedded World in Nuremberg',
        excerpt:
          'Our embedded systems experts presented their work on connected ' +
          'device security and remote equipment updates in Nuremberg.',
        body: [
          {
            type: 'paragraph',
            text:
              'For the first time, DAV had its own stand at Embedded World in Nuremberg, ' +
              'Europe’s leading embedded systems trade fair. Over three days, a team from ' +
              'Toulouse, Aix and Lyon welcomed manufacturers, partners and candidates. It ' +
              'was a chance to showcase our expertise to an international audience.',
          },
          { type: 'heading', text: 'What we presented' },
          {
            type: 'list',
            items: [
              'A demonstrator for secure remote updates of industrial equipment',
              'An automated test bench for electronic boards',
              'Lessons learned from using Rust in an embedded controller',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Our conversations confirmed manufacturers’ growing interest in the cybersecurity ' +
              'of connected products. The European Cyber Resilience Act is pushing them ' +
              'to rethink their development processes. Many are looking for teams that ' +
              'can support them from design through to maintenance.',
          },
          {
            type: 'quote',
            text:
              'A trade fair like this means three days of technical ' +
              'conversations we would never have had otherwise.',
            cite: 'Pierre-Yves Le Goff, Technical Director, Embedded Systems',
          },
        ],
      },
      es: {
        title: 'DAV en la feria Embedded World de Núremberg',
        excerpt:
          'Nuestros expertos en sistemas embebidos presentaron en Núremberg sus trabajos sobre ' +
          'la seguridad de los objetos conectados y la actualización remota de equipos.',
        body: [
          {
            type: 'paragraph',
            text:
              'Por primera vez, DAV contó con su propio estand en Embedded World, en Núremberg, ' +
              'la gran cita europea de los sistemas embebidos. Durante tres días, un equipo llegado ' +
              'de Toulouse, Aix y Lyon recibió a fabricantes, socios y candidatos. Fue la ocasión ' +
              'de presentar nuestra experiencia ante un público internacional.',
          },
          { type: 'heading', text: 'Lo que presentamos' },
          {
            type: 'list',
            items: [
              'Un demostrador de actualización remota segura para equipos industriales',
              'Un banco de pruebas automatizado para tarjetas electrónicas',
              'Una experiencia real de uso de Rust en una unidad de control embebida',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Las conversaciones confirmaron el creciente interés de los fabricantes por ' +
              'la ciberseguridad de los productos conectados. El reglamento europeo de ' +
              'ciberresiliencia les empuja a revisar sus procesos de desarrollo. Muchos buscan ' +
              'equipos capaces de acompañarles desde el diseño hasta el mantenimiento.',
          },
          {
            type: 'quote',
            text:
              'Una feria como esta son tres días de conversaciones ' +
              'técnicas que nunca habríamos tenido de otro modo.',
            cite: 'Pierre-Yves Le Goff, director técnico de sistemas embebidos',
          },
        ],
      },
      de: {
        title: 'DAV auf der Embedded World in Nürnberg',
        excerpt:
          'Unsere Embedded-Fachleute haben in Nürnberg ihre Arbeiten zur Sicherheit ' +
          'vernetzter Geräte und zu Fernupdates von Anlagen vorgestellt.',
        body: [
          {
            type: 'paragraph',
            text:
              'Zum ersten Mal war DAV mit einem eigenen Stand auf der Embedded World in Nürnberg ' +
              'vertreten, der wichtigsten europäischen Messe für eingebettete Systeme. Drei Tage ' +
              'lang empfing ein Team aus Toulouse, Aix und Lyon Hersteller, Partner und Bewerber. ' +
              'Eine gute Gelegenheit, unsere Expertise einem internationalen Publikum zu zeigen.',
          },
          { type: 'heading', text: 'Was wir gezeigt haben' },
          {
            type: 'list',
            items: [
              'Einen Demonstrator für sichere Fernupdates von Industrieanlagen',
              'Einen automatisierten Prüfstand für Elektronikplatinen',
              'Erfahrungen mit Rust in einem eingebetteten Steuergerät',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Die Gespräche bestätigten das wachsende Interesse der Hersteller an ' +
              'der Cybersicherheit vernetzter Produkte. Der europäische Cyber Resilience ' +
              'Act zwingt sie, ihre Entwicklungsprozesse zu überdenken. Viele suchen ' +
              'Teams, die sie vom Entwurf bis zur Wartung begleiten können.',
          },
          {
            type: 'quote',
            text: 'Eine solche Messe bedeutet drei Tage Fachgespräche, die wir sonst nie geführt hätten.',
            cite: 'Pierre-Yves Le Goff, Technischer Direktor Embedded Systems',
          },
        ],
      },
    },
  },
  {
    key: 'paris-data-ai-day',
    category: 'events',
    subsidiary: 'dav-paris',
    author: { name: 'Nadia Benali', position: 'partner', form: 'feminine' },
    daysAgo: 20,
    related: ['data-quality-contracts', 'frugal-ai-hackathon'],
    text: {
      fr: {
        title: 'Journée Data & IA : DAV Paris réunit clients et experts',
        excerpt:
          'Retour sur notre journée consacrée à l’IA générative en entreprise : cas ' +
          'd’usage concrets, gouvernance des données et retours d’expérience.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Paris a organisé sa première Journée Data & IA, qui a réuni près de deux cents ' +
              'participants. Directeurs des systèmes d’information, responsables data et équipes ' +
              'métier sont venus partager leurs expériences de l’IA générative. L’objectif était ' +
              'de dépasser les effets d’annonce pour parler de projets réellement en production.',
          },
          { type: 'heading', text: 'Trois tables rondes' },
          {
            type: 'list',
            items: [
              'Passer du prototype à la production : ce qui change vraiment',
              'Gouvernance des données : le prérequis oublié de l’IA',
              'Former les équipes et accompagner le changement',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Un message est revenu dans toutes les discussions : la qualité des données ' +
              'conditionne la réussite des projets d’IA. Les entreprises qui ont investi ' +
              'tôt dans leur gouvernance avancent aujourd’hui beaucoup plus vite. Les autres ' +
              'doivent souvent revenir aux fondamentaux avant d’aller plus loin.',
          },
          {
            type: 'quote',
            text:
              'L’IA générative ne remplace pas une stratégie ' +
              'data, elle la rend simplement indispensable.',
            cite: 'Nadia Benali, associée DAV Paris',
          },
          { type: 'heading', text: 'Et après ?' },
          {
            type: 'paragraph',
            text:
              'Les présentations et les synthèses des tables rondes ont été envoyées aux participants. ' +
              'Une deuxième édition est déjà prévue, avec davantage d’ateliers pratiques.',
          },
        ],
      },
      en: {
        title: 'Data & AI Day: DAV Paris brings clients and experts together',
        excerpt:
          'A look back at our day devoted to generative AI in business: ' +
          'concrete use cases, data governance and lessons learned.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Paris held its first Data & AI Day, bringing together nearly two ' +
              'hundred participants. CIOs, data leads and business teams came to share ' +
              'their experience with generative AI. The aim was to look past the hype ' +
              'and talk about projects actually running in production.',
          },
          { type: 'heading', text: 'Three round tables' },
          {
            type: 'list',
            items: [
              'From prototype to production: what really changes',
              'Data governance: the forgotten prerequisite for AI',
              'Training teams and managing change',
            ],
          },
          {
            type: 'paragraph',
            text:
              'One message came up in every discussion: data quality determines the success ' +
              'of AI projects. Companies that invested early in governance are now moving much ' +
              'faster. The others often have to go back to basics before going further.',
          },
          {
            type: 'quote',
            text: 'Generative AI does not replace a data strategy; it simply makes one essential.',
            cite: 'Nadia Benali, Partner, DAV Paris',
          },
          { type: 'heading', text: 'What comes next' },
          {
            type: 'paragraph',
            text:
              'The presentations and round-table summaries have been sent to participants. ' +
              'A second edition is already planned, with more hands-on workshops.',
          },
        ],
      },
      es: {
        title: 'Jornada Data & IA: DAV París reúne a clientes y expertos',
        excerpt:
          'Repaso de nuestra jornada dedicada a la IA generativa en la empresa: ' +
          'casos de uso concretos, gobierno del dato y experiencias reales.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV París organizó su primera Jornada Data & IA, que reunió a cerca de doscientos ' +
              'participantes. Directores de sistemas, responsables de datos y equipos de negocio ' +
              'acudieron a compartir sus experiencias con la IA generativa. El objetivo era ir ' +
              'más allá de los anuncios y hablar de proyectos realmente en producción.',
          },
          { type: 'heading', text: 'Tres mesas redondas' },
          {
            type: 'list',
            items: [
              'Del prototipo a la producción: lo que cambia de verdad',
              'Gobierno del dato: el requisito olvidado de la IA',
              'Formar a los equipos y acompañar el cambio',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Un mensaje se repitió en todos los debates: la calidad de los datos ' +
              'condiciona el éxito de los proyectos de IA. Las empresas que invirtieron ' +
              'pronto en el gobierno del dato avanzan hoy mucho más rápido. Las demás ' +
              'a menudo tienen que volver a lo básico antes de seguir.',
          },
          {
            type: 'quote',
            text:
              'La IA generativa no sustituye a una estrategia ' +
              'de datos, simplemente la hace imprescindible.',
            cite: 'Nadia Benali, socia de DAV París',
          },
          { type: 'heading', text: '¿Y ahora qué?' },
          {
            type: 'paragraph',
            text:
              'Las presentaciones y las conclusiones de las mesas redondas se han enviado a los ' +
              'participantes. Ya está prevista una segunda edición, con más talleres prácticos.',
          },
        ],
      },
      de: {
        title: 'Data & AI Day: DAV Paris bringt Kunden und Fachleute zusammen',
        excerpt:
          'Rückblick auf unseren Tag zu generativer KI im Unternehmen: konkrete ' +
          'Anwendungsfälle, Data Governance und Erfahrungen aus der Praxis.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Paris hat seinen ersten Data & AI Day veranstaltet und dabei fast zweihundert ' +
              'Teilnehmende begrüßt. IT-Leiter, Datenverantwortliche und Fachabteilungen teilten ' +
              'ihre Erfahrungen mit generativer KI. Ziel war es, über Ankündigungen hinauszugehen ' +
              'und über Projekte zu sprechen, die wirklich im Einsatz sind.',
          },
          { type: 'heading', text: 'Drei Podiumsdiskussionen' },
          {
            type: 'list',
            items: [
              'Vom Prototyp in die Produktion: was sich wirklich ändert',
              'Data Governance: die vergessene Voraussetzung für KI',
              'Teams schulen und den Wandel begleiten',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Eine Botschaft zog sich durch alle Diskussionen: Die Datenqualität entscheidet ' +
              'über den Erfolg von KI-Projekten. Unternehmen, die früh in ihre Governance ' +
              'investiert haben, kommen heute deutlich schneller voran. Die anderen ' +
              'müssen oft erst zu den Grundlagen zurückkehren.',
          },
          {
            type: 'quote',
            text: 'Generative KI ersetzt keine Datenstrategie, sie macht sie nur unverzichtbar.',
            cite: 'Nadia Benali, Partnerin DAV Paris',
          },
          { type: 'heading', text: 'Wie es weitergeht' },
          {
            type: 'paragraph',
            text:
              'Die Präsentationen und Zusammenfassungen der Diskussionen wurden an die Teilnehmenden ' +
              'verschickt. Eine zweite Ausgabe mit mehr praktischen Workshops ist bereits geplant.',
          },
        ],
      },
    },
  },
  {
    key: 'kubernetes-cost-control',
    category: 'tech',
    author: { name: 'Maxime Lambert', position: 'manager', form: 'masculine' },
    daysAgo: 30,
    related: ['lyon-cloud-native-meetup'],
    text: {
      fr: {
        title: 'Kubernetes : cinq leviers pour maîtriser les coûts de vos clusters',
        excerpt:
          'Requêtes de ressources, autoscaling, nœuds à prix réduit : nos méthodes pour ' +
          'alléger la facture d’un cluster Kubernetes sans dégrader le service.',
        body: [
          {
            type: 'paragraph',
            text:
              'Kubernetes simplifie le déploiement des applications, mais il rend aussi les ' +
              'coûts plus difficiles à suivre. Dans un cluster partagé, personne ne voit vraiment ' +
              'ce que consomme son équipe. Chez nos clients, nous constatons régulièrement ' +
              'des économies de 30 à 50 % une fois les bonnes pratiques appliquées.',
          },
          { type: 'heading', text: 'Les cinq leviers' },
          {
            type: 'list',
            items: [
              'Ajuster les requêtes de CPU et de mémoire à la consommation réellement observée',
              'Activer l’autoscaling horizontal des pods et l’autoscaling des nœuds',
              'Utiliser des instances à prix réduit pour les charges tolérantes aux interruptions',
              'Éteindre automatiquement les environnements de test la nuit et le week-end',
              'Attribuer les coûts à chaque équipe grâce aux labels et aux namespaces',
            ],
          },
          { type: 'heading', text: 'Commencer par la visibilité' },
          {
            type: 'paragraph',
            text:
              'Aucune optimisation ne tient dans la durée sans visibilité. Nous recommandons de ' +
              'publier chaque semaine un rapport de coûts par équipe et par application. Ce simple ' +
              'affichage change souvent les comportements plus vite que n’importe quelle règle.',
          },
          {
            type: 'quote',
            text: 'Le cluster le moins cher est celui dont chaque équipe connaît la facture.',
            cite: 'Maxime Lambert, manager cloud et DevOps',
          },
          {
            type: 'paragraph',
            text:
              'Enfin, l’optimisation doit rester un processus continu. Les applications évoluent, ' +
              'les charges aussi, et les réglages d’hier deviennent vite obsolètes.',
          },
        ],
      },
      en: {
        title: 'Kubernetes: five ways to keep your cluster costs under control',
        excerpt:
          'Resource requests, autoscaling, spot nodes: our methods for cutting ' +
          'the cost of a Kubernetes cluster without hurting service quality.',
        body: [
          {
            type: 'paragraph',
            text:
              'Kubernetes makes deploying applications easier, but it also makes costs harder to ' +
              'track. In a shared cluster, nobody really sees what their own team is using. With our ' +
              'clients, we regularly see savings of 30 to 50% once good practices are in place.',
          },
          { type: 'heading', text: 'The five levers' },
          {
            type: 'list',
            items: [
              'Match CPU and memory requests to actual observed usage',
              'Enable horizontal pod autoscaling and node autoscaling',
              'Use discounted spot instances for workloads that tolerate interruptions',
              'Automatically shut down test environments at night and at weekends',
              'Attribute costs to each team using labels and namespaces',
            ],
          },
          { type: 'heading', text: 'Start with visibility' },
          {
            type: 'paragraph',
            text:
              'No optimisation lasts without visibility. We recommend publishing ' +
              'a weekly cost report per team and per application. This simple ' +
              'step often changes behaviour faster than any rule.',
          },
          {
            type: 'quote',
            text: 'The cheapest cluster is the one where every team knows its bill.',
            cite: 'Maxime Lambert, Cloud and DevOps Manager',
          },
          {
            type: 'paragraph',
            text:
              'Finally, optimisation has to be an ongoing process. Applications change, ' +
              'workloads change too, and yesterday’s settings quickly become outdated.',
          },
        ],
      },
      es: {
        title: 'Kubernetes: cinco palancas para controlar el coste de sus clústeres',
        excerpt:
          'Solicitudes de recursos, autoescalado, nodos spot: nuestros métodos para ' +
          'reducir la factura de un clúster de Kubernetes sin degradar el servicio.',
        body: [
          {
            type: 'paragraph',
            text:
              'Kubernetes simplifica el despliegue de aplicaciones, pero también hace que los ' +
              'costes sean más difíciles de seguir. En un clúster compartido, nadie ve realmente ' +
              'lo que consume su propio equipo. En nuestros clientes observamos con frecuencia ' +
              'ahorros del 30 al 50 % una vez aplicadas las buenas prácticas.',
          },
          { type: 'heading', text: 'Las cinco palancas' },
          {
            type: 'list',
            items: [
              'Ajustar las solicitudes de CPU y memoria al consumo realmente observado',
              'Activar el autoescalado horizontal de pods y el de nodos',
              'Usar instancias spot con descuento para las cargas que toleran interrupciones',
              'Apagar automáticamente los entornos de pruebas por la noche y el fin de semana',
              'Asignar los costes a cada equipo mediante etiquetas y namespaces',
            ],
          },
          { type: 'heading', text: 'Empezar por la visibilidad' },
          {
            type: 'paragraph',
            text:
              'Ninguna optimización se mantiene en el tiempo sin visibilidad. Recomendamos publicar ' +
              'cada semana un informe de costes por equipo y por aplicación. Este simple gesto ' +
              'cambia a menudo los comportamientos más rápido que cualquier norma.',
          },
          {
            type: 'quote',
            text: 'El clúster más barato es aquel cuya factura conoce cada equipo.',
            cite: 'Maxime Lambert, mánager de cloud y DevOps',
          },
          {
            type: 'paragraph',
            text:
              'Por último, la optimización debe ser un proceso continuo. Las aplicaciones evolucionan, ' +
              'las cargas también, y los ajustes de ayer se quedan obsoletos enseguida.',
          },
        ],
      },
      de: {
        title: 'Kubernetes: fünf Hebel, um die Kosten Ihrer Cluster zu senken',
        excerpt:
          'Ressourcenanforderungen, Autoscaling, Spot-Knoten: So senken wir die Kosten ' +
          'eines Kubernetes-Clusters, ohne die Servicequalität zu gefährden.',
        body: [
          {
            type: 'paragraph',
            text:
              'Kubernetes vereinfacht das Deployment von Anwendungen, macht die Kosten aber ' +
              'auch schwerer nachvollziehbar. In einem gemeinsam genutzten Cluster sieht niemand ' +
              'wirklich, was das eigene Team verbraucht. Bei unseren Kunden erzielen wir regelmäßig ' +
              'Einsparungen von 30 bis 50 %, sobald bewährte Verfahren greifen.',
          },
          { type: 'heading', text: 'Die fünf Hebel' },
          {
            type: 'list',
            items: [
              'CPU- und Speicheranforderungen an den tatsächlich gemessenen Verbrauch anpassen',
              'Horizontales Pod-Autoscaling und Node-Autoscaling aktivieren',
              'Vergünstigte Spot-Instanzen für unterbrechungstolerante Workloads nutzen',
              'Testumgebungen nachts und am Wochenende automatisch abschalten',
              'Kosten über Labels und Namespaces den einzelnen Teams zuordnen',
            ],
          },
          { type: 'heading', text: 'Mit Transparenz beginnen' },
          {
            type: 'paragraph',
            text:
              'Ohne Transparenz hält keine Optimierung lange. Wir empfehlen, jede Woche einen ' +
              'Kostenbericht pro Team und pro Anwendung zu veröffentlichen. Diese einfache ' +
              'Maßnahme verändert das Verhalten oft schneller als jede Vorschrift.',
          },
          {
            type: 'quote',
            text: 'Der günstigste Cluster ist der, bei dem jedes Team seine Rechnung kennt.',
            cite: 'Maxime Lambert, Manager Cloud und DevOps',
          },
          {
            type: 'paragraph',
            text:
              'Schließlich muss Optimierung ein fortlaufender Prozess bleiben. Anwendungen und ' +
              'Lasten ändern sich, und die Einstellungen von gestern sind schnell überholt.',
          },
        ],
      },
    },
  },
  {
    key: 'data-quality-contracts',
    category: 'tech',
    author: { name: 'Aurélie Fontaine', position: 'manager', form: 'feminine' },
    daysAgo: 140,
    text: {
      fr: {
        title: 'Qualité des données : pourquoi adopter les contrats de données',
        excerpt:
          'Tableaux de bord faux, modèles qui dérivent : la plupart des incidents data naissent ' +
          'd’un changement en amont. Les contrats de données aident à les éviter.',
        body: [
          {
            type: 'paragraph',
            text:
              'Un champ renommé dans une application métier, et c’est tout un tableau de ' +
              'bord qui affiche des chiffres faux. Ce scénario est le lot quotidien de ' +
              'nombreuses équipes data. La cause est presque toujours la même : les producteurs ' +
              'de données ignorent qui utilise leurs données, et comment.',
          },
          { type: 'heading', text: 'Qu’est-ce qu’un contrat de données ?' },
          {
            type: 'paragraph',
            text:
              'Un contrat de données décrit formellement ce qu’une équipe s’engage à fournir : le ' +
              'schéma, la signification des champs, la fraîcheur et les règles de qualité. Il est ' +
              'versionné comme du code et vérifié automatiquement à chaque livraison. Toute ' +
              'modification incompatible doit être annoncée et négociée avec les consommateurs.',
          },
          { type: 'heading', text: 'Les règles que nous vérifions le plus souvent' },
          {
            type: 'list',
            items: [
              'L’absence de valeurs nulles dans les champs obligatoires',
              'L’unicité des identifiants',
              'La cohérence des montants et des dates',
              'Le délai maximal entre la production des données et leur mise à disposition',
            ],
          },
          {
            type: 'quote',
            text:
              'Un contrat de données, c’est d’abord une conversation ' +
              'entre deux équipes. L’outil ne vient qu’ensuite.',
            cite: 'Aurélie Fontaine, manager data et IA',
          },
          {
            type: 'paragraph',
            text:
              'Commencez petit : un contrat sur le jeu de données le plus critique ' +
              'suffit pour démontrer l’intérêt de la démarche. L’adhésion des ' +
              'équipes viendra avec les premiers incidents évités.',
          },
        ],
      },
      en: {
        title: 'Data quality: why you should adopt data contracts',
        excerpt:
          'Wrong dashboards, drifting models: most data incidents start ' +
          'with a change upstream. Data contracts help prevent them.',
        body: [
          {
            type: 'paragraph',
            text:
              'Rename one field in a business application, and a whole dashboard starts showing ' +
              'wrong figures. For many data teams, this is an everyday scenario. The cause is almost ' +
              'always the same: data producers do not know who uses their data, or how.',
          },
          { type: 'heading', text: 'What is a data contract?' },
          {
            type: 'paragraph',
            text:
              'A data contract formally describes what a team commits to delivering: ' +
              'the schema, the meaning of each field, freshness and quality rules. ' +
              'It is versioned like code and checked automatically on every release. ' +
              'Any breaking change must be announced and agreed with consumers.',
          },
          { type: 'heading', text: 'The rules we check most often' },
          {
            type: 'list',
            items: [
              'No null values in mandatory fields',
              'Unique identifiers',
              'Consistent amounts and dates',
              'A maximum delay between data being produced and made available',
            ],
          },
          {
            type: 'quote',
            text:
              'A data contract is first and foremost a conversation ' +
              'between two teams. The tooling comes second.',
            cite: 'Aurélie Fontaine, Data and AI Manager',
          },
          {
            type: 'paragraph',
            text:
              'Start small: one contract on your most critical dataset is enough to prove the value ' +
              'of the approach. Team buy-in will follow with the first incidents avoided.',
          },
        ],
      },
      es: {
        title: 'Calidad de datos: por qué adoptar los contratos de datos',
        excerpt:
          'Cuadros de mando erróneos, modelos que se desvían: casi todos los incidentes de ' +
          'datos nacen de un cambio en origen. Los contratos de datos ayudan a evitarlos.',
        body: [
          {
            type: 'paragraph',
            text:
              'Basta con renombrar un campo en una aplicación de negocio para que todo ' +
              'un cuadro de mando muestre cifras erróneas. Este escenario es el pan ' +
              'de cada día de muchos equipos de datos. La causa casi siempre es la misma: ' +
              'los productores de datos no saben quién los utiliza ni cómo.',
          },
          { type: 'heading', text: '¿Qué es un contrato de datos?' },
          {
            type: 'paragraph',
            text:
              'Un contrato de datos describe formalmente lo que un equipo se compromete a entregar: ' +
              'el esquema, el significado de los campos, la frescura y las reglas de calidad. Se ' +
              'versiona como el código y se verifica automáticamente en cada entrega. Cualquier ' +
              'cambio incompatible debe anunciarse y negociarse con los consumidores.',
          },
          { type: 'heading', text: 'Las reglas que verificamos con más frecuencia' },
          {
            type: 'list',
            items: [
              'La ausencia de valores nulos en los campos obligatorios',
              'La unicidad de los identificadores',
              'La coherencia de importes y fechas',
              'El plazo máximo entre la generación de los datos y su puesta a disposición',
            ],
          },
          {
            type: 'quote',
            text:
              'Un contrato de datos es ante todo una conversación ' +
              'entre dos equipos. La herramienta viene después.',
            cite: 'Aurélie Fontaine, mánager de datos e IA',
          },
          {
            type: 'paragraph',
            text:
              'Empiece poco a poco: un contrato sobre el conjunto de datos más ' +
              'crítico basta para demostrar el interés del enfoque. La adhesión ' +
              'de los equipos llegará con los primeros incidentes evitados.',
          },
        ],
      },
      de: {
        title: 'Datenqualität: Warum sich Data Contracts lohnen',
        excerpt:
          'Falsche Dashboards, abdriftende Modelle: Die meisten Datenvorfälle beginnen ' +
          'mit einer Änderung im Quellsystem. Data Contracts helfen, sie zu vermeiden.',
        body: [
          {
            type: 'paragraph',
            text:
              'Ein umbenanntes Feld in einer Fachanwendung, und schon zeigt ein ganzes Dashboard ' +
              'falsche Zahlen. Für viele Datenteams ist das Alltag. Die Ursache ist fast immer ' +
              'dieselbe: Wer Daten erzeugt, weiß nicht, wer sie nutzt und wofür.',
          },
          { type: 'heading', text: 'Was ist ein Data Contract?' },
          {
            type: 'paragraph',
            text:
              'Ein Data Contract beschreibt verbindlich, was ein Team zu liefern verspricht: ' +
              'Schema, Bedeutung der Felder, Aktualität und Qualitätsregeln. Er wird wie Code ' +
              'versioniert und bei jeder Auslieferung automatisch geprüft. Jede inkompatible ' +
              'Änderung muss angekündigt und mit den Nutzern abgestimmt werden.',
          },
          { type: 'heading', text: 'Die Regeln, die wir am häufigsten prüfen' },
          {
            type: 'list',
            items: [
              'Keine leeren Werte in Pflichtfeldern',
              'Eindeutige Kennungen',
              'Stimmige Beträge und Datumsangaben',
              'Eine maximale Verzögerung zwischen Entstehung und Bereitstellung der Daten',
            ],
          },
          {
            type: 'quote',
            text:
              'Ein Data Contract ist zuerst ein Gespräch zwischen ' +
              'zwei Teams. Das Werkzeug kommt danach.',
            cite: 'Aurélie Fontaine, Managerin Data und KI',
          },
          {
            type: 'paragraph',
            text:
              'Fangen Sie klein an: Ein Vertrag für den kritischsten Datensatz genügt, um den Nutzen ' +
              'zu zeigen. Die Zustimmung der Teams kommt mit den ersten vermiedenen Vorfällen.',
          },
        ],
      },
    },
  },
  {
    key: 'post-quantum-cryptography',
    category: 'tech',
    author: { name: 'Thibault Renaud', position: 'associate-director', form: 'masculine' },
    daysAgo: 65,
    text: {
      fr: {
        title: 'Cryptographie post-quantique : comment s’y préparer dès aujourd’hui',
        excerpt:
          'Les premiers standards post-quantiques sont publiés. Inventaire, agilité cryptographique, ' +
          'priorités : voici comment engager la migration sans attendre.',
        body: [
          {
            type: 'paragraph',
            text:
              'Un ordinateur quantique suffisamment puissant pourrait casser les algorithmes de ' +
              'chiffrement à clé publique que nous utilisons tous les jours. Personne ne sait ' +
              'exactement quand il existera, mais la menace est déjà concrète. Des attaquants peuvent ' +
              'en effet collecter aujourd’hui des données chiffrées pour les déchiffrer demain.',
          },
          { type: 'heading', text: 'Les standards sont là' },
          {
            type: 'paragraph',
            text:
              'Le NIST a publié ses premiers standards de cryptographie post-quantique, ' +
              'dont ML-KEM pour l’échange de clés et ML-DSA pour la signature. Les éditeurs ' +
              'de bibliothèques et de navigateurs commencent à les intégrer. Les agences ' +
              'nationales de sécurité recommandent une approche hybride, qui combine algorithmes ' +
              'classiques et post-quantiques pendant la transition.',
          },
          { type: 'heading', text: 'Quatre étapes pour démarrer' },
          {
            type: 'list',
            items: [
              'Inventorier les usages de la cryptographie dans vos applications, protocoles et équipements',
              'Identifier les données qui doivent rester confidentielles pendant plus de dix ans',
              'Rendre vos systèmes agiles, capables de changer d’algorithme sans tout réécrire',
              'Tester les algorithmes hybrides sur un périmètre pilote',
            ],
          },
          {
            type: 'quote',
            text:
              'La migration post-quantique sera longue. Les organisations qui ' +
              'commencent l’inventaire maintenant auront une vraie avance.',
            cite: 'Thibault Renaud, directeur associé cybersécurité',
          },
          {
            type: 'paragraph',
            text:
              'L’inventaire est souvent l’étape la plus longue, car la cryptographie se cache partout. ' +
              'Nos équipes utilisent des outils d’analyse de code et de trafic pour l’accélérer.',
          },
        ],
      },
      en: {
        title: 'Post-quantum cryptography: how to prepare starting today',
        excerpt:
          'The first post-quantum standards are out. Inventory, crypto agility, ' +
          'priorities: here is how to start migrating without waiting.',
        body: [
          {
            type: 'paragraph',
            text:
              'A sufficiently powerful quantum computer could break the public-key encryption ' +
              'algorithms we all use every day. Nobody knows exactly when one will exist, but the ' +
              'threat is already real. Attackers can collect encrypted data today and decrypt it ' +
              'tomorrow.',
          },
          { type: 'heading', text: 'The standards are here' },
          {
            type: 'paragraph',
            text:
              'NIST has published its first post-quantum cryptography standards, including ML-KEM ' +
              'for key exchange and ML-DSA for signatures. Library and browser vendors are starting ' +
              'to adopt them. National security agencies recommend a hybrid approach that combines ' +
              'classical and post-quantum algorithms during the transition.',
          },
          { type: 'heading', text: 'Four steps to get started' },
          {
            type: 'list',
            items: [
              'Inventory how cryptography is used in your applications, protocols and devices',
              'Identify data that must stay confidential for more than ten years',
              'Make your systems crypto-agile, able to switch algorithms without a full rewrite',
              'Test hybrid algorithms on a pilot scope',
            ],
          },
          {
            type: 'quote',
            text:
              'The post-quantum migration will take a long time. Organisations ' +
              'that start their inventory now will have a real head start.',
            cite: 'Thibault Renaud, Associate Director, Cybersecurity',
          },
          {
            type: 'paragraph',
            text:
              'The inventory is often the longest step, because cryptography is hidden everywhere. ' +
              'Our teams use code and traffic analysis tools to speed it up.',
          },
        ],
      },
      es: {
        title: 'Criptografía poscuántica: cómo prepararse desde hoy',
        excerpt:
          'Ya se han publicado los primeros estándares poscuánticos. Inventario, agilidad ' +
          'criptográfica, prioridades: así se inicia la migración sin esperar.',
        body: [
          {
            type: 'paragraph',
            text:
              'Un ordenador cuántico suficientemente potente podría romper los algoritmos ' +
              'de cifrado de clave pública que usamos a diario. Nadie sabe exactamente ' +
              'cuándo existirá, pero la amenaza ya es real. Los atacantes pueden recopilar ' +
              'hoy datos cifrados para descifrarlos mañana.',
          },
          { type: 'heading', text: 'Los estándares ya están aquí' },
          {
            type: 'paragraph',
            text:
              'El NIST ha publicado sus primeros estándares de criptografía poscuántica, ' +
              'entre ellos ML-KEM para el intercambio de claves y ML-DSA para la firma. ' +
              'Los desarrolladores de bibliotecas y navegadores empiezan a integrarlos. ' +
              'Las agencias nacionales de seguridad recomiendan un enfoque híbrido, que ' +
              'combine algoritmos clásicos y poscuánticos durante la transición.',
          },
          { type: 'heading', text: 'Cuatro pasos para empezar' },
          {
            type: 'list',
            items: [
              'Inventariar el uso de la criptografía en sus aplicaciones, protocolos y equipos',
              'Identificar los datos que deben seguir siendo confidenciales durante más de diez años',
              'Hacer sus sistemas ágiles, capaces de cambiar de algoritmo sin reescribirlo todo',
              'Probar los algoritmos híbridos en un perímetro piloto',
            ],
          },
          {
            type: 'quote',
            text:
              'La migración poscuántica será larga. Las organizaciones que ' +
              'empiecen ahora el inventario tendrán una verdadera ventaja.',
            cite: 'Thibault Renaud, director asociado de ciberseguridad',
          },
          {
            type: 'paragraph',
            text:
              'El inventario suele ser la etapa más larga, porque la criptografía ' +
              'se esconde en todas partes. Nuestros equipos utilizan herramientas ' +
              'de análisis de código y de tráfico para acelerarlo.',
          },
        ],
      },
      de: {
        title: 'Post-Quanten-Kryptografie: So bereiten Sie sich schon heute vor',
        excerpt:
          'Die ersten Post-Quanten-Standards sind veröffentlicht. Inventur, Krypto-Agilität, ' +
          'Prioritäten: So starten Sie die Migration ohne Verzögerung.',
        body: [
          {
            type: 'paragraph',
            text:
              'Ein ausreichend leistungsfähiger Quantencomputer könnte die Public-Key-Verfahren ' +
              'brechen, die wir täglich nutzen. Niemand weiß genau, wann es so weit ' +
              'ist, doch die Bedrohung ist bereits real. Angreifer können heute verschlüsselte ' +
              'Daten sammeln, um sie morgen zu entschlüsseln.',
          },
          { type: 'heading', text: 'Die Standards sind da' },
          {
            type: 'paragraph',
            text:
              'Das NIST hat seine ersten Standards für Post-Quanten-Kryptografie veröffentlicht, ' +
              'darunter ML-KEM für den Schlüsselaustausch und ML-DSA für Signaturen. Hersteller von ' +
              'Bibliotheken und Browsern beginnen, sie einzubauen. Nationale Sicherheitsbehörden ' +
              'empfehlen für die Übergangszeit einen hybriden Ansatz aus klassischen und ' +
              'Post-Quanten-Verfahren.',
          },
          { type: 'heading', text: 'Vier Schritte für den Einstieg' },
          {
            type: 'list',
            items: [
              'Den Einsatz von Kryptografie in Anwendungen, Protokollen und Geräten erfassen',
              'Daten identifizieren, die länger als zehn Jahre vertraulich bleiben müssen',
              'Systeme krypto-agil machen, damit sich Algorithmen ' +
                'ohne komplette Neuentwicklung austauschen lassen',
              'Hybride Verfahren in einem Pilotbereich testen',
            ],
          },
          {
            type: 'quote',
            text:
              'Die Post-Quanten-Migration wird lange dauern. Wer jetzt mit der ' +
              'Inventur beginnt, verschafft sich einen echten Vorsprung.',
            cite: 'Thibault Renaud, Associate Director Cybersecurity',
          },
          {
            type: 'paragraph',
            text:
              'Die Inventur ist oft der längste Schritt, denn Kryptografie steckt überall. Unsere ' +
              'Teams beschleunigen sie mit Werkzeugen zur Code- und Datenverkehrsanalyse.',
          },
        ],
      },
    },
  },
  {
    key: 'embedded-rust-in-production',
    category: 'tech',
    author: { name: 'Élise Marchand', position: 'technical-director', form: 'feminine' },
    daysAgo: 250,
    related: ['embedded-world-nuremberg'],
    text: {
      fr: {
        title: 'Rust dans l’embarqué : notre retour d’expérience en production',
        excerpt:
          'Après deux ans de Rust sur un calculateur industriel, nous faisons le ' +
          'point : sûreté mémoire, outillage, limites et conseils pour se lancer.',
        body: [
          {
            type: 'paragraph',
            text:
              'Il y a deux ans, un client industriel nous a confié le développement ' +
              'du logiciel d’un nouveau calculateur de contrôle moteur. Nous avons proposé ' +
              'd’écrire les couches applicatives en Rust plutôt qu’en C. Le produit ' +
              'est aujourd’hui déployé sur plusieurs milliers d’équipements.',
          },
          { type: 'heading', text: 'Ce que Rust nous a apporté' },
          {
            type: 'list',
            items: [
              'Aucune erreur mémoire détectée en intégration ni en production',
              'Un compilateur qui oblige à traiter explicitement chaque cas d’erreur',
              'Des abstractions sans coût à l’exécution, y compris sur microcontrôleur',
              'Un outillage moderne pour les tests, la documentation et les dépendances',
            ],
          },
          { type: 'heading', text: 'Les points de vigilance' },
          {
            type: 'paragraph',
            text:
              'La courbe d’apprentissage est réelle, surtout pour des développeurs habitués ' +
              'au C. Certains fournisseurs de composants ne proposent encore que des pilotes ' +
              'en C, qu’il faut encapsuler. Enfin, la qualification des outils pour les ' +
              'normes de sûreté de fonctionnement reste un chantier en cours.',
          },
          {
            type: 'quote',
            text:
              'Rust ne supprime pas les bugs, mais il en élimine une ' +
              'catégorie entière, et souvent la plus coûteuse.',
            cite: 'Élise Marchand, directrice technique systèmes embarqués',
          },
          {
            type: 'paragraph',
            text:
              'Notre conseil : commencer par un module isolé et bien délimité, plutôt que de réécrire ' +
              'un produit entier. Former l’équipe en parallèle fait toute la différence.',
          },
        ],
      },
      en: {
        title: 'Rust in embedded systems: lessons from production',
        excerpt:
          'After two years of Rust on an industrial controller, we take stock: ' +
          'memory safety, tooling, limitations and tips for getting started.',
        body: [
          {
            type: 'paragraph',
            text:
              'Two years ago, an industrial client asked us to develop the software for a ' +
              'new engine control unit. We suggested writing the application layers in Rust ' +
              'rather than C. The product is now deployed on several thousand units.',
          },
          { type: 'heading', text: 'What Rust gave us' },
          {
            type: 'list',
            items: [
              'No memory errors detected in integration or in production',
              'A compiler that forces you to handle every error case explicitly',
              'Zero-cost abstractions, even on a microcontroller',
              'Modern tooling for tests, documentation and dependencies',
            ],
          },
          { type: 'heading', text: 'Things to watch out for' },
          {
            type: 'paragraph',
            text:
              'The learning curve is real, especially for developers used to C. Some component ' +
              'vendors still only provide drivers in C, which have to be wrapped. Finally, tool ' +
              'qualification for functional safety standards is still a work in progress.',
          },
          {
            type: 'quote',
            text:
              'Rust does not get rid of bugs, but it eliminates a whole ' +
              'class of them, and often the most expensive one.',
            cite: 'Élise Marchand, Technical Director, Embedded Systems',
          },
          {
            type: 'paragraph',
            text:
              'Our advice: start with an isolated, well-defined module rather than rewriting ' +
              'a whole product. Training the team alongside makes all the difference.',
          },
        ],
      },
      es: {
        title: 'Rust en sistemas embebidos: nuestra experiencia en producción',
        excerpt:
          'Tras dos años de Rust en una unidad de control industrial, hacemos balance: ' +
          'seguridad de memoria, herramientas, límites y consejos para empezar.',
        body: [
          {
            type: 'paragraph',
            text:
              'Hace dos años, un cliente industrial nos encargó el desarrollo del software de una ' +
              'nueva unidad de control de motor. Propusimos escribir las capas de aplicación en ' +
              'Rust en lugar de C. Hoy el producto está desplegado en varios miles de equipos.',
          },
          { type: 'heading', text: 'Lo que nos aportó Rust' },
          {
            type: 'list',
            items: [
              'Ningún error de memoria detectado en integración ni en producción',
              'Un compilador que obliga a tratar explícitamente cada caso de error',
              'Abstracciones sin coste en ejecución, incluso en un microcontrolador',
              'Herramientas modernas para pruebas, documentación y dependencias',
            ],
          },
          { type: 'heading', text: 'Los puntos de atención' },
          {
            type: 'paragraph',
            text:
              'La curva de aprendizaje es real, sobre todo para desarrolladores acostumbrados ' +
              'a C. Algunos fabricantes de componentes solo ofrecen todavía controladores ' +
              'en C, que hay que encapsular. Por último, la cualificación de las herramientas ' +
              'para las normas de seguridad funcional sigue en curso.',
          },
          {
            type: 'quote',
            text:
              'Rust no elimina los errores, pero sí toda una ' +
              'categoría de ellos, y a menudo la más costosa.',
            cite: 'Élise Marchand, directora técnica de sistemas embebidos',
          },
          {
            type: 'paragraph',
            text:
              'Nuestro consejo: empezar por un módulo aislado y bien delimitado en lugar de reescribir ' +
              'un producto entero. Formar al equipo en paralelo marca la diferencia.',
          },
        ],
      },
      de: {
        title: 'Rust im Embedded-Bereich: unsere Erfahrungen aus der Produktion',
        excerpt:
          'Nach zwei Jahren Rust auf einem industriellen Steuergerät ziehen wir Bilanz: ' +
          'Speichersicherheit, Werkzeuge, Grenzen und Tipps für den Einstieg.',
        body: [
          {
            type: 'paragraph',
            text:
              'Vor zwei Jahren beauftragte uns ein Industriekunde mit der Software für ein neues ' +
              'Motorsteuergerät. Wir schlugen vor, die Anwendungsschichten in Rust statt in C ' +
              'zu schreiben. Heute ist das Produkt auf mehreren tausend Geräten im Einsatz.',
          },
          { type: 'heading', text: 'Was Rust uns gebracht hat' },
          {
            type: 'list',
            items: [
              'Keine Speicherfehler, weder in der Integration noch im Betrieb',
              'Ein Compiler, der die explizite Behandlung jedes Fehlerfalls erzwingt',
              'Abstraktionen ohne Laufzeitkosten, auch auf Mikrocontrollern',
              'Moderne Werkzeuge für Tests, Dokumentation und Abhängigkeiten',
            ],
          },
          { type: 'heading', text: 'Worauf man achten sollte' },
          {
            type: 'paragraph',
            text:
              'Die Lernkurve ist spürbar, vor allem für Entwickler, die an C gewöhnt ' +
              'sind. Manche Bauteilhersteller liefern weiterhin nur Treiber in C, die ' +
              'gekapselt werden müssen. Zudem ist die Qualifizierung der Werkzeuge für ' +
              'Normen der funktionalen Sicherheit noch nicht abgeschlossen.',
          },
          {
            type: 'quote',
            text: 'Rust beseitigt nicht alle Fehler, aber eine ganze Fehlerklasse, und oft die teuerste.',
            cite: 'Élise Marchand, Technische Direktorin Embedded Systems',
          },
          {
            type: 'paragraph',
            text:
              'Unser Rat: Beginnen Sie mit einem isolierten, klar abgegrenzten Modul, statt ein ganzes ' +
              'Produkt neu zu schreiben. Das Team parallel zu schulen, macht den Unterschied.',
          },
        ],
      },
    },
  },
  {
    key: 'zero-trust-network-access',
    category: 'tech',
    author: { name: 'Karim Mansouri', position: 'manager', form: 'masculine' },
    daysAgo: 180,
    text: {
      fr: {
        title: 'Réseaux zéro confiance : au-delà du VPN',
        excerpt:
          'Le VPN donne accès à tout le réseau dès la connexion. L’approche zéro confiance ' +
          'vérifie chaque accès, application par application. Mode d’emploi.',
        body: [
          {
            type: 'paragraph',
            text:
              'Pendant des années, la sécurité des réseaux d’entreprise a reposé sur un périmètre ' +
              ': à l’intérieur, on fait confiance, à l’extérieur, on se méfie. Le travail hybride ' +
              'et le cloud ont fait voler ce modèle en éclats. Un attaquant qui obtient un accès ' +
              'VPN peut souvent se déplacer librement dans tout le réseau.',
          },
          { type: 'heading', text: 'Le principe' },
          {
            type: 'paragraph',
            text:
              'Dans une architecture zéro confiance, aucun accès n’est accordé par défaut, ' +
              'même depuis le réseau interne. Chaque demande est évaluée selon l’identité ' +
              'de l’utilisateur, l’état de son poste et la sensibilité de l’application. ' +
              'L’accès est accordé à une application précise, jamais au réseau entier.',
          },
          { type: 'heading', text: 'Les briques d’une architecture zéro confiance' },
          {
            type: 'list',
            items: [
              'Un fournisseur d’identité unique avec authentification forte',
              'Un contrôle de conformité des postes de travail',
              'Un proxy d’accès aux applications, en remplacement du VPN',
              'Une micro-segmentation des flux entre serveurs',
              'Une journalisation centralisée de toutes les décisions d’accès',
            ],
          },
          {
            type: 'quote',
            text:
              'Le zéro confiance n’est pas un produit qu’on achète, c’est une ' +
              'trajectoire qu’on construit application par application.',
            cite: 'Karim Mansouri, manager réseaux et sécurité',
          },
          {
            type: 'paragraph',
            text:
              'Nous conseillons de commencer par les accès des prestataires externes, ' +
              'souvent les plus exposés. Les gains rapides sur ce périmètre facilitent ' +
              'ensuite l’extension au reste de l’entreprise.',
          },
        ],
      },
      en: {
        title: 'Zero-trust networks: moving beyond the VPN',
        excerpt:
          'A VPN gives access to the whole network as soon as you connect. Zero trust ' +
          'checks every access, application by application. Here is how it works.',
        body: [
          {
            type: 'paragraph',
            text:
              'For years, corporate network security relied on a perimeter: inside, you trust; ' +
              'outside, you don’t. Hybrid work and the cloud have shattered that model. An attacker ' +
              'who gets VPN access can often move freely across the entire network.',
          },
          { type: 'heading', text: 'The principle' },
          {
            type: 'paragraph',
            text:
              'In a zero-trust architecture, no access is granted by default, even from ' +
              'the internal network. Each request is assessed based on the user’s identity, ' +
              'the state of their device and the sensitivity of the application. Access ' +
              'is granted to a specific application, never to the whole network.',
          },
          { type: 'heading', text: 'The building blocks of zero trust' },
          {
            type: 'list',
            items: [
              'A single identity provider with strong authentication',
              'Device compliance checks',
              'An application access proxy that replaces the VPN',
              'Micro-segmentation of traffic between servers',
              'Centralised logging of every access decision',
            ],
          },
          {
            type: 'quote',
            text: 'Zero trust is not a product you buy; it is a path you build, one application at a time.',
            cite: 'Karim Mansouri, Networks and Security Manager',
          },
          {
            type: 'paragraph',
            text:
              'We recommend starting with access for external contractors, which is often the most ' +
              'exposed. Quick wins there make it easier to extend the approach to the rest of the ' +
              'company.',
          },
        ],
      },
      es: {
        title: 'Redes de confianza cero: más allá de la VPN',
        excerpt:
          'La VPN da acceso a toda la red en cuanto uno se conecta. La confianza ' +
          'cero verifica cada acceso, aplicación por aplicación. Así funciona.',
        body: [
          {
            type: 'paragraph',
            text:
              'Durante años, la seguridad de las redes corporativas se basó en un perímetro: ' +
              'dentro se confía, fuera se desconfía. El trabajo híbrido y el cloud han ' +
              'hecho saltar ese modelo por los aires. Un atacante que obtiene un acceso ' +
              'VPN puede a menudo moverse libremente por toda la red.',
          },
          { type: 'heading', text: 'El principio' },
          {
            type: 'paragraph',
            text:
              'En una arquitectura de confianza cero, ningún acceso se concede por defecto, ' +
              'ni siquiera desde la red interna. Cada solicitud se evalúa según la identidad ' +
              'del usuario, el estado de su equipo y la sensibilidad de la aplicación. El ' +
              'acceso se concede a una aplicación concreta, nunca a toda la red.',
          },
          { type: 'heading', text: 'Los componentes de la confianza cero' },
          {
            type: 'list',
            items: [
              'Un proveedor de identidad único con autenticación fuerte',
              'Un control de conformidad de los puestos de trabajo',
              'Un proxy de acceso a las aplicaciones que sustituye a la VPN',
              'Una microsegmentación de los flujos entre servidores',
              'Un registro centralizado de todas las decisiones de acceso',
            ],
          },
          {
            type: 'quote',
            text:
              'La confianza cero no es un producto que se compra, es ' +
              'un camino que se construye aplicación por aplicación.',
            cite: 'Karim Mansouri, mánager de redes y seguridad',
          },
          {
            type: 'paragraph',
            text:
              'Aconsejamos empezar por los accesos de los proveedores externos, ' +
              'a menudo los más expuestos. Los logros rápidos en ese ámbito ' +
              'facilitan después la extensión al resto de la empresa.',
          },
        ],
      },
      de: {
        title: 'Zero-Trust-Netzwerke: über das VPN hinaus',
        excerpt:
          'Ein VPN öffnet nach der Anmeldung das ganze Netz. Zero Trust prüft ' +
          'jeden Zugriff, Anwendung für Anwendung. So funktioniert es.',
        body: [
          {
            type: 'paragraph',
            text:
              'Jahrelang beruhte die Sicherheit von Unternehmensnetzen auf einem Perimeter: ' +
              'Drinnen wird vertraut, draußen misstraut. Hybrides Arbeiten und die Cloud ' +
              'haben dieses Modell zerschlagen. Wer sich als Angreifer einen VPN-Zugang ' +
              'verschafft, kann sich oft frei im gesamten Netz bewegen.',
          },
          { type: 'heading', text: 'Das Prinzip' },
          {
            type: 'paragraph',
            text:
              'In einer Zero-Trust-Architektur wird kein Zugriff standardmäßig gewährt, auch ' +
              'nicht aus dem internen Netz. Jede Anfrage wird anhand der Identität der Person, ' +
              'des Gerätezustands und der Sensibilität der Anwendung bewertet. Der Zugriff ' +
              'gilt immer für eine bestimmte Anwendung, nie für das ganze Netz.',
          },
          { type: 'heading', text: 'Die Bausteine von Zero Trust' },
          {
            type: 'list',
            items: [
              'Ein zentraler Identitätsanbieter mit starker Authentifizierung',
              'Compliance-Prüfungen für Endgeräte',
              'Ein Proxy für den Anwendungszugriff anstelle des VPN',
              'Mikrosegmentierung des Datenverkehrs zwischen Servern',
              'Zentrale Protokollierung aller Zugriffsentscheidungen',
            ],
          },
          {
            type: 'quote',
            text:
              'Zero Trust ist kein Produkt, das man kauft, sondern ' +
              'ein Weg, den man Anwendung für Anwendung geht.',
            cite: 'Karim Mansouri, Manager Netzwerke und Sicherheit',
          },
          {
            type: 'paragraph',
            text:
              'Wir empfehlen, mit den Zugängen externer Dienstleister zu beginnen, ' +
              'die oft am stärksten gefährdet sind. Schnelle Erfolge in diesem Bereich ' +
              'erleichtern danach die Ausweitung auf das ganze Unternehmen.',
          },
        ],
      },
    },
  },
  {
    key: 'onboarding-first-90-days',
    category: 'careers',
    author: { name: 'Laura Petit', position: 'recruitment-manager', form: 'feminine' },
    daysAgo: 12,
    text: {
      fr: {
        title: 'Vos 90 premiers jours chez DAV : notre parcours d’intégration',
        excerpt:
          'Un parrain, une semaine d’accueil, des points réguliers avec votre manager ' +
          ': voici comment nous accueillons chaque nouveau collaborateur.',
        body: [
          {
            type: 'paragraph',
            text:
              'Les premières semaines dans une entreprise de conseil peuvent être déroutantes : ' +
              'nouveaux outils, nouveaux clients, nouveaux collègues. C’est pourquoi nous avons conçu ' +
              'un parcours d’intégration de quatre-vingt-dix jours, commun à toutes nos filiales. ' +
              'Il a été entièrement revu cette année à partir des retours de nos recrues.',
          },
          { type: 'heading', text: 'Les étapes du parcours' },
          {
            type: 'list',
            items: [
              'Avant l’arrivée : un appel de bienvenue et l’envoi du matériel à domicile',
              'Première semaine : l’accueil en agence, la présentation ' +
                'du groupe et la rencontre avec votre parrain',
              'Premier mois : un point hebdomadaire avec votre ' +
                'manager et l’accès aux communautés techniques',
              'Troisième mois : un bilan d’intégration et la construction de votre plan de formation',
            ],
          },
          { type: 'heading', text: 'Le rôle du parrain' },
          {
            type: 'paragraph',
            text:
              'Chaque nouveau collaborateur est accompagné par un parrain ou une marraine, ' +
              'consultant expérimenté d’une autre équipe. Il répond aux questions du quotidien ' +
              'et aide à comprendre le fonctionnement du groupe. Beaucoup de ces binômes ' +
              'continuent d’échanger bien après la fin du parcours.',
          },
          {
            type: 'quote',
            text:
              'Mon parrain m’a fait gagner des semaines. J’avais toujours quelqu’un ' +
              'à qui poser les questions que je n’osais pas poser ailleurs.',
            cite: 'Un consultant arrivé chez DAV Paris l’an dernier',
          },
        ],
      },
      en: {
        title: 'Your first 90 days at DAV: our onboarding programme',
        excerpt:
          'A buddy, a welcome week, regular check-ins with your manager: ' +
          'this is how we welcome every new team member.',
        body: [
          {
            type: 'paragraph',
            text:
              'The first weeks at a consulting firm can be confusing: new tools, new clients, new ' +
              'colleagues. That is why we designed a ninety-day onboarding programme shared by all our ' +
              'subsidiaries. It was completely redesigned this year based on feedback from our new ' +
              'hires.',
          },
          { type: 'heading', text: 'The stages of the programme' },
          {
            type: 'list',
            items: [
              'Before you arrive: a welcome call and your equipment delivered to your home',
              'First week: a welcome at the office, an introduction to the group and meeting your buddy',
              'First month: weekly check-ins with your manager and access to our technical communities',
              'Third month: an onboarding review and your personal training plan',
            ],
          },
          { type: 'heading', text: 'The buddy’s role' },
          {
            type: 'paragraph',
            text:
              'Every new team member is paired with a buddy, an experienced consultant from another ' +
              'team. Buddies answer day-to-day questions and help newcomers understand how the group ' +
              'works. Many of these pairs stay in touch long after the programme ends.',
          },
          {
            type: 'quote',
            text:
              'My buddy saved me weeks. I always had someone to ' +
              'ask the questions I didn’t dare ask anyone else.',
            cite: 'A consultant who joined DAV Paris last year',
          },
        ],
      },
      es: {
        title: 'Tus primeros 90 días en DAV: nuestro programa de acogida',
        excerpt:
          'Un padrino, una semana de bienvenida, reuniones periódicas ' +
          'con tu mánager: así acogemos a cada nueva incorporación.',
        body: [
          {
            type: 'paragraph',
            text:
              'Las primeras semanas en una consultora pueden desconcertar: nuevas herramientas, ' +
              'nuevos clientes, nuevos compañeros. Por eso hemos diseñado un programa de acogida ' +
              'de noventa días, común a todas nuestras filiales. Este año lo hemos renovado por ' +
              'completo a partir de las opiniones de las nuevas incorporaciones.',
          },
          { type: 'heading', text: 'Las etapas del programa' },
          {
            type: 'list',
            items: [
              'Antes de llegar: una llamada de bienvenida y el envío del equipo a tu domicilio',
              'Primera semana: acogida en la oficina, presentación del grupo y encuentro con tu padrino',
              'Primer mes: una reunión semanal con tu mánager y acceso a las comunidades técnicas',
              'Tercer mes: un balance de integración y la elaboración de tu plan de formación',
            ],
          },
          { type: 'heading', text: 'El papel del padrino' },
          {
            type: 'paragraph',
            text:
              'Cada nueva incorporación cuenta con un padrino o una madrina, un consultor ' +
              'con experiencia de otro equipo. Responde a las dudas del día a día ' +
              'y ayuda a entender cómo funciona el grupo. Muchas de estas parejas ' +
              'siguen en contacto mucho después de terminar el programa.',
          },
          {
            type: 'quote',
            text:
              'Mi padrino me hizo ganar semanas. Siempre tenía a alguien a quien ' +
              'hacer las preguntas que no me atrevía a hacer en otro sitio.',
            cite: 'Un consultor que se incorporó a DAV París el año pasado',
          },
        ],
      },
      de: {
        title: 'Ihre ersten 90 Tage bei DAV: unser Onboarding-Programm',
        excerpt:
          'Eine Patin oder ein Pate, eine Willkommenswoche, regelmäßige Gespräche ' +
          'mit Ihrer Führungskraft: So begrüßen wir alle neuen Mitarbeitenden.',
        body: [
          {
            type: 'paragraph',
            text:
              'Die ersten Wochen in einem Beratungsunternehmen können verwirrend sein: neue Tools, ' +
              'neue Kunden, neue Kollegen. Deshalb haben wir ein neunzigtägiges Onboarding-Programm ' +
              'entwickelt, das in allen Tochtergesellschaften gilt. In diesem Jahr haben wir es auf ' +
              'Grundlage der Rückmeldungen unserer neuen Mitarbeitenden vollständig überarbeitet.',
          },
          { type: 'heading', text: 'Die Etappen des Programms' },
          {
            type: 'list',
            items: [
              'Vor dem Start: ein Begrüßungsanruf und die Lieferung Ihrer Ausstattung nach Hause',
              'Erste Woche: Empfang im Büro, Vorstellung der Gruppe ' +
                'und erstes Treffen mit Ihrer Patin oder Ihrem Paten',
              'Erster Monat: wöchentliche Gespräche mit Ihrer Führungskraft ' +
                'und Zugang zu den technischen Communities',
              'Dritter Monat: eine Onboarding-Bilanz und Ihr persönlicher Weiterbildungsplan',
            ],
          },
          { type: 'heading', text: 'Die Rolle der Paten' },
          {
            type: 'paragraph',
            text:
              'Alle neuen Mitarbeitenden werden von einer erfahrenen Beraterin oder ' +
              'einem erfahrenen Berater aus einem anderen Team begleitet. Die Paten ' +
              'beantworten Alltagsfragen und helfen, die Abläufe der Gruppe zu verstehen. ' +
              'Viele dieser Tandems bleiben auch nach dem Programm in Kontakt.',
          },
          {
            type: 'quote',
            text:
              'Mein Pate hat mir Wochen gespart. Ich hatte immer jemanden für ' +
              'die Fragen, die ich mich anderswo nicht zu stellen traute.',
            cite: 'Ein Berater, der im vergangenen Jahr zu DAV Paris kam',
          },
        ],
      },
    },
  },
  {
    key: 'aix-final-year-internships',
    category: 'careers',
    subsidiary: 'dav-aix',
    author: { name: 'Manon Giraud', position: 'recruitment-manager', form: 'feminine' },
    daysAgo: 220,
    related: ['engineering-school-partnership-toulouse', 'onboarding-first-90-days'],
    text: {
      fr: {
        title: 'DAV Aix recrute ses stagiaires de fin d’études',
        excerpt:
          'Cloud, cybersécurité, systèmes embarqués : DAV Aix ouvre une dizaine ' +
          'de stages de fin d’études, avec un objectif d’embauche à la clé.',
        body: [
          {
            type: 'paragraph',
            text:
              'Chaque année, DAV Aix accueille des étudiants en dernière année d’école d’ingénieurs ' +
              'ou de master pour un stage de six mois. Cette année, une dizaine de sujets sont ' +
              'proposés dans nos trois domaines phares de la région. La plupart des stagiaires ' +
              'des promotions précédentes ont rejoint nos équipes à l’issue de leur stage.',
          },
          { type: 'heading', text: 'Les sujets proposés' },
          {
            type: 'list',
            items: [
              'Automatiser le déploiement d’une infrastructure cloud avec Terraform',
              'Analyser les journaux de sécurité d’un système industriel',
              'Développer un pilote pour un capteur embarqué basse consommation',
              'Mettre en place des tests automatisés sur un banc matériel',
            ],
          },
          { type: 'heading', text: 'Comment se déroule le stage' },
          {
            type: 'paragraph',
            text:
              'Chaque stagiaire est encadré par un consultant senior et participe à la vie ' +
              'de l’équipe dès le premier jour. Un point hebdomadaire permet de suivre l’avancement ' +
              'du sujet et d’ajuster les objectifs. Le stage se conclut par une soutenance ' +
              'devant l’équipe et, bien souvent, par une proposition d’embauche.',
          },
          {
            type: 'quote',
            text:
              'Nous ne cherchons pas des stagiaires pour faire tourner ' +
              'la boutique, nous cherchons nos futurs collègues.',
            cite: 'Manon Giraud, responsable du recrutement DAV Aix',
          },
          {
            type: 'paragraph',
            text:
              'Les candidatures sont ouvertes jusqu’à la fin de l’année. N’hésitez pas à postuler ' +
              'même si votre profil ne correspond pas exactement à l’un des sujets.',
          },
        ],
      },
    },
  },
  {
    key: 'a-day-as-a-consultant-madrid',
    category: 'careers',
    subsidiary: 'dav-madrid',
    author: { name: 'Javier Morales', position: 'business-manager', form: 'masculine' },
    daysAgo: 55,
    related: ['dav-madrid-opening', 'onboarding-first-90-days'],
    text: {
      fr: {
        title: 'Une journée avec Lucía, consultante DevOps chez DAV Madrid',
        excerpt:
          'Stand-up, pipeline en échec, atelier avec le client et veille technique ' +
          ': Lucía nous raconte une journée type de consultante à Madrid.',
        body: [
          {
            type: 'paragraph',
            text:
              'Lucía a rejoint DAV Madrid quelques semaines après l’ouverture de la filiale. ' +
              'Elle travaille aujourd’hui pour une enseigne de distribution qui modernise sa ' +
              'plateforme de commerce en ligne. Nous l’avons suivie le temps d’une journée.',
          },
          { type: 'heading', text: '9 heures, le stand-up' },
          {
            type: 'paragraph',
            text:
              'La journée commence par le point quotidien avec l’équipe du client, en espagnol et ' +
              'parfois en anglais. Ce matin, un pipeline de déploiement est en échec depuis la veille. ' +
              'Lucía identifie rapidement un certificat expiré et corrige le problème avant dix ' +
              'heures.',
          },
          { type: 'heading', text: 'L’après-midi, place à l’atelier' },
          {
            type: 'paragraph',
            text:
              'Après le déjeuner, elle anime un atelier avec les développeurs pour préparer la ' +
              'migration vers Kubernetes. Il s’agit de recenser les dépendances de chaque service ' +
              'et de fixer un ordre de migration. Elle termine la journée par une heure de veille ' +
              'technique, un temps que DAV réserve chaque semaine à tous ses consultants.',
          },
          {
            type: 'quote',
            text: 'Ce que j’aime dans le conseil, c’est qu’on n’a jamais deux journées identiques.',
            cite: 'Lucía, consultante DevOps chez DAV Madrid',
          },
        ],
      },
      en: {
        title: 'A day with Lucía, DevOps consultant at DAV Madrid',
        excerpt:
          'Stand-up, a failing pipeline, a client workshop and tech watch: ' +
          'Lucía tells us about a typical day as a consultant in Madrid.',
        body: [
          {
            type: 'paragraph',
            text:
              'Lucía joined DAV Madrid a few weeks after the subsidiary opened. She now works for ' +
              'a retailer that is modernising its e-commerce platform. We followed her for a day.',
          },
          { type: 'heading', text: '9 a.m., stand-up' },
          {
            type: 'paragraph',
            text:
              'The day starts with the daily meeting with the client’s team, in Spanish and sometimes ' +
              'in English. This morning, a deployment pipeline has been failing since the day before. ' +
              'Lucía quickly spots an expired certificate and fixes the issue before ten.',
          },
          { type: 'heading', text: 'Afternoon workshop' },
          {
            type: 'paragraph',
            text:
              'After lunch, she runs a workshop with the developers to prepare the ' +
              'move to Kubernetes. The goal is to map each service’s dependencies and ' +
              'agree on a migration order. She ends the day with an hour of tech watch, ' +
              'time that DAV sets aside every week for all its consultants.',
          },
          {
            type: 'quote',
            text: 'What I love about consulting is that no two days are ever the same.',
            cite: 'Lucía, DevOps consultant at DAV Madrid',
          },
        ],
      },
      es: {
        title: 'Un día con Lucía, consultora DevOps en DAV Madrid',
        excerpt:
          'Daily, un pipeline que falla, un taller con el cliente y vigilancia ' +
          'tecnológica: Lucía nos cuenta un día típico de consultora en Madrid.',
        body: [
          {
            type: 'paragraph',
            text:
              'Lucía se incorporó a DAV Madrid pocas semanas después de la apertura de la ' +
              'filial. Hoy trabaja para una empresa de distribución que está modernizando ' +
              'su plataforma de comercio electrónico. La acompañamos durante una jornada.',
          },
          { type: 'heading', text: '9:00, la daily' },
          {
            type: 'paragraph',
            text:
              'El día empieza con la reunión diaria con el equipo del cliente, en español y a veces en ' +
              'inglés. Esta mañana, un pipeline de despliegue lleva fallando desde el día anterior. ' +
              'Lucía detecta enseguida un certificado caducado y soluciona el problema antes de las ' +
              'diez.',
          },
          { type: 'heading', text: 'Por la tarde, taller' },
          {
            type: 'paragraph',
            text:
              'Después de comer, dirige un taller con los desarrolladores para preparar la migración ' +
              'a Kubernetes. Se trata de identificar las dependencias de cada servicio y fijar ' +
              'un orden de migración. Termina la jornada con una hora de vigilancia tecnológica, ' +
              'un tiempo que DAV reserva cada semana a todos sus consultores.',
          },
          {
            type: 'quote',
            text: 'Lo que más me gusta de la consultoría es que nunca hay dos días iguales.',
            cite: 'Lucía, consultora DevOps en DAV Madrid',
          },
        ],
      },
      de: {
        title: 'Ein Tag mit Lucía, DevOps-Beraterin bei DAV Madrid',
        excerpt:
          'Stand-up, eine fehlgeschlagene Pipeline, ein Workshop beim Kunden und Tech-Recherche: ' +
          'Lucía erzählt von einem typischen Arbeitstag in Madrid.',
        body: [
          {
            type: 'paragraph',
            text:
              'Lucía kam wenige Wochen nach der Eröffnung zu DAV Madrid. Heute ' +
              'arbeitet sie für ein Handelsunternehmen, das seine E-Commerce-Plattform ' +
              'modernisiert. Wir haben sie einen Tag lang begleitet.',
          },
          { type: 'heading', text: '9 Uhr, Stand-up' },
          {
            type: 'paragraph',
            text:
              'Der Tag beginnt mit dem täglichen Meeting im Team des Kunden, auf Spanisch und manchmal ' +
              'auf Englisch. Heute Morgen schlägt eine Deployment-Pipeline seit dem Vortag fehl. Lucía ' +
              'findet schnell ein abgelaufenes Zertifikat und behebt das Problem noch vor zehn Uhr.',
          },
          { type: 'heading', text: 'Nachmittags: Workshop' },
          {
            type: 'paragraph',
            text:
              'Nach dem Mittagessen leitet sie einen Workshop mit den Entwicklern, um die Migration zu ' +
              'Kubernetes vorzubereiten. Dabei werden die Abhängigkeiten jedes Dienstes erfasst und ' +
              'die Reihenfolge der Migration festgelegt. Zum Abschluss nimmt sie sich eine Stunde für ' +
              'Tech-Recherche, Zeit, die DAV allen Beraterinnen und Beratern jede Woche einräumt.',
          },
          {
            type: 'quote',
            text: 'Was ich an der Beratung liebe: Kein Tag ist wie der andere.',
            cite: 'Lucía, DevOps-Beraterin bei DAV Madrid',
          },
        ],
      },
    },
  },
  {
    key: 'engineering-school-partnership-toulouse',
    category: 'careers',
    subsidiary: 'dav-toulouse',
    author: { name: 'Philippe Delmas', position: 'agency-director', form: 'masculine' },
    daysAgo: 330,
    text: {
      fr: {
        title: 'DAV Toulouse signe un partenariat avec une école d’ingénieurs',
        excerpt:
          'Cours, projets encadrés, stages et alternances : DAV Toulouse s’engage ' +
          'pour trois ans auprès d’une école d’ingénieurs toulousaine.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Toulouse a signé une convention de partenariat de trois ans avec une ' +
              'école d’ingénieurs de la métropole toulousaine. L’objectif est de rapprocher ' +
              'les étudiants des réalités du métier de consultant. Le partenariat couvre ' +
              'les filières informatique, réseaux et systèmes embarqués.',
          },
          { type: 'heading', text: 'Ce que prévoit le partenariat' },
          {
            type: 'list',
            items: [
              'Des cours assurés par nos consultants sur le cloud, la cybersécurité et l’embarqué',
              'Des projets de fin d’études proposés et encadrés par nos équipes',
              'Des stages et des contrats d’alternance réservés aux étudiants de l’école',
              'Le parrainage d’une promotion par la filiale',
            ],
          },
          { type: 'heading', text: 'Un engagement de long terme' },
          {
            type: 'paragraph',
            text:
              'Toulouse concentre une grande partie de l’industrie aéronautique et spatiale ' +
              'européenne, très demandeuse d’ingénieurs en systèmes embarqués. Former les talents de ' +
              'demain est donc un enjeu direct pour nos clients comme pour nous. Ce partenariat ' +
              'formalise une collaboration qui existait déjà de manière informelle depuis plusieurs ' +
              'années.',
          },
          {
            type: 'quote',
            text: 'Nos consultants adorent enseigner. Ils y gagnent autant que les étudiants.',
            cite: 'Philippe Delmas, directeur d’agence DAV Toulouse',
          },
        ],
      },
      en: {
        title: 'DAV Toulouse signs a partnership with an engineering school',
        excerpt:
          'Courses, supervised projects, internships and work-study placements: DAV Toulouse ' +
          'is making a three-year commitment to a Toulouse engineering school.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Toulouse has signed a three-year partnership agreement with an ' +
              'engineering school in the Toulouse area. The aim is to bring students ' +
              'closer to the realities of consulting work. The partnership covers ' +
              'the computer science, networks and embedded systems programmes.',
          },
          { type: 'heading', text: 'What the partnership includes' },
          {
            type: 'list',
            items: [
              'Courses taught by our consultants on cloud, cybersecurity and embedded systems',
              'Final-year projects proposed and supervised by our teams',
              'Internships and work-study contracts reserved for the school’s students',
              'Sponsorship of a graduating class by the subsidiary',
            ],
          },
          { type: 'heading', text: 'A long-term commitment' },
          {
            type: 'paragraph',
            text:
              'Toulouse is home to a large share of Europe’s aerospace industry, which is ' +
              'hungry for embedded systems engineers. Training tomorrow’s talent therefore ' +
              'matters directly to our clients and to us. This partnership formalises a ' +
              'collaboration that had already existed informally for several years.',
          },
          {
            type: 'quote',
            text: 'Our consultants love teaching. They get as much out of it as the students do.',
            cite: 'Philippe Delmas, Agency Director, DAV Toulouse',
          },
        ],
      },
      es: {
        title: 'DAV Toulouse firma una alianza con una escuela de ingeniería',
        excerpt:
          'Clases, proyectos tutelados, prácticas y formación dual: DAV Toulouse se ' +
          'compromete durante tres años con una escuela de ingeniería de Toulouse.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Toulouse ha firmado un convenio de colaboración de tres años con una ' +
              'escuela de ingeniería del área metropolitana de Toulouse. El objetivo es ' +
              'acercar a los estudiantes a la realidad del oficio de consultor. La alianza ' +
              'abarca las especialidades de informática, redes y sistemas embebidos.',
          },
          { type: 'heading', text: 'Qué incluye la alianza' },
          {
            type: 'list',
            items: [
              'Clases impartidas por nuestros consultores sobre cloud, ciberseguridad y sistemas embebidos',
              'Proyectos de fin de estudios propuestos y tutelados por nuestros equipos',
              'Prácticas y contratos de formación dual reservados a los estudiantes de la escuela',
              'El apadrinamiento de una promoción por parte de la filial',
            ],
          },
          { type: 'heading', text: 'Un compromiso a largo plazo' },
          {
            type: 'paragraph',
            text:
              'Toulouse concentra buena parte de la industria aeroespacial europea, muy necesitada ' +
              'de ingenieros de sistemas embebidos. Formar el talento del mañana es, por tanto, un ' +
              'reto directo tanto para nuestros clientes como para nosotros. Esta alianza formaliza ' +
              'una colaboración que ya existía de manera informal desde hacía varios años.',
          },
          {
            type: 'quote',
            text: 'A nuestros consultores les encanta enseñar. Aprenden tanto como los estudiantes.',
            cite: 'Philippe Delmas, director de agencia de DAV Toulouse',
          },
        ],
      },
      de: {
        title: 'DAV Toulouse schließt eine Partnerschaft mit einer Ingenieurschule',
        excerpt:
          'Vorlesungen, betreute Projekte, Praktika und duale Studienplätze: DAV Toulouse ' +
          'engagiert sich für drei Jahre bei einer Toulouser Ingenieurschule.',
        body: [
          {
            type: 'paragraph',
            text:
              'DAV Toulouse hat mit einer Ingenieurschule im Großraum Toulouse eine Partnerschaft über ' +
              'drei Jahre unterzeichnet. Ziel ist es, Studierenden den Berateralltag näherzubringen. ' +
              'Die Partnerschaft umfasst die Studiengänge Informatik, Netzwerke und eingebettete ' +
              'Systeme.',
          },
          { type: 'heading', text: 'Was die Partnerschaft umfasst' },
          {
            type: 'list',
            items: [
              'Lehrveranstaltungen unserer Beraterinnen und Berater ' +
                'zu Cloud, Cybersecurity und Embedded Systems',
              'Abschlussprojekte, die unsere Teams vorschlagen und betreuen',
              'Praktika und duale Studienplätze exklusiv für Studierende der Schule',
              'Die Patenschaft der Tochtergesellschaft für einen Abschlussjahrgang',
            ],
          },
          { type: 'heading', text: 'Ein langfristiges Engagement' },
          {
            type: 'paragraph',
            text:
              'In Toulouse ist ein großer Teil der europäischen Luft- und Raumfahrtindustrie ' +
              'angesiedelt, die dringend Embedded-Ingenieure sucht. Die Ausbildung der Talente von ' +
              'morgen betrifft daher unsere Kunden ebenso unmittelbar wie uns. Die Partnerschaft gibt ' +
              'einer Zusammenarbeit einen festen Rahmen, die informell schon seit einigen Jahren ' +
              'besteht.',
          },
          {
            type: 'quote',
            text:
              'Unsere Beraterinnen und Berater lehren mit Begeisterung. ' +
              'Sie lernen dabei genauso viel wie die Studierenden.',
            cite: 'Philippe Delmas, Agenturleiter DAV Toulouse',
          },
        ],
      },
    },
  },
  {
    key: 'diversity-in-tech',
    category: 'careers',
    author: { name: 'Catherine Aubert', position: 'ceo', form: 'feminine' },
    daysAgo: 2,
    related: ['engineering-school-partnership-toulouse'],
    text: {
      fr: {
        title: 'Diversité dans la tech : nos engagements et nos résultats',
        excerpt:
          'Recrutement, rémunération, évolution de carrière : où en est DAV en matière ' +
          'de diversité et d’égalité professionnelle, et ce qu’il nous reste à faire.',
        body: [
          {
            type: 'paragraph',
            text:
              'Le numérique reste un secteur où les femmes et de nombreux autres profils sont ' +
              'sous-représentés. Chez DAV, nous avons fait de la diversité un engagement de la ' +
              'direction, avec des objectifs chiffrés et suivis chaque année. Voici un premier bilan, ' +
              'sans complaisance.',
          },
          { type: 'heading', text: 'Nos engagements' },
          {
            type: 'list',
            items: [
              'Des jurys de recrutement mixtes et des grilles d’évaluation communes',
              'Un audit annuel des écarts de rémunération, corrigés dans l’année',
              'Un programme de mentorat pour accompagner les femmes vers les postes de management',
              'Des postes ouverts aux reconversions et aux parcours atypiques',
              'Des locaux et des outils accessibles aux collaborateurs en situation de handicap',
            ],
          },
          { type: 'heading', text: 'Où en sommes-nous ?' },
          {
            type: 'paragraph',
            text:
              'Les femmes représentent aujourd’hui 31 % de nos effectifs, contre 24 % il y a trois ' +
              'ans. Elles occupent 38 % des postes de management, un chiffre en progression mais ' +
              'encore insuffisant. Aucun écart de rémunération significatif n’a été relevé lors du ' +
              'dernier audit.',
          },
          {
            type: 'quote',
            text:
              'La diversité n’est pas une case à cocher. C’est la condition pour ' +
              'concevoir des solutions qui fonctionnent pour tout le monde.',
            cite: 'Catherine Aubert, directrice générale du groupe DAV',
          },
          {
            type: 'paragraph',
            text:
              'Il reste beaucoup à faire, notamment pour attirer davantage de jeunes femmes vers ' +
              'les filières techniques. C’est l’un des axes de nos partenariats avec les écoles.',
          },
        ],
      },
      en: {
        title: 'Diversity in tech: our commitments and our results',
        excerpt:
          'Hiring, pay, career progression: where DAV stands on diversity ' +
          'and equal opportunity, and what we still have to do.',
        body: [
          {
            type: 'paragraph',
            text:
              'Tech remains a sector where women and many other groups are under-represented. ' +
              'At DAV, diversity is a commitment made by senior management, with targets ' +
              'that are measured every year. Here is an honest first assessment.',
          },
          { type: 'heading', text: 'Our commitments' },
          {
            type: 'list',
            items: [
              'Mixed hiring panels and shared assessment criteria',
              'An annual pay gap audit, with any gaps corrected within the year',
              'A mentoring programme to help women move into management roles',
              'Jobs open to career changers and unconventional backgrounds',
              'Accessible offices and tools for employees with disabilities',
            ],
          },
          { type: 'heading', text: 'Where we stand' },
          {
            type: 'paragraph',
            text:
              'Women now make up 31% of our workforce, up from 24% three years ago. ' +
              'They hold 38% of management positions, a figure that is rising but still ' +
              'not high enough. The latest audit found no significant pay gap.',
          },
          {
            type: 'quote',
            text:
              'Diversity is not a box to tick. It is what allows ' +
              'us to design solutions that work for everyone.',
            cite: 'Catherine Aubert, CEO, DAV Group',
          },
          {
            type: 'paragraph',
            text:
              'There is still a lot to do, especially to attract more young women into technical ' +
              'studies. This is one of the focus areas of our partnerships with schools.',
          },
        ],
      },
      es: {
        title: 'Diversidad en la tecnología: nuestros compromisos y resultados',
        excerpt:
          'Selección, retribución, desarrollo profesional: en qué punto está ' +
          'DAV en diversidad e igualdad, y lo que aún nos queda por hacer.',
        body: [
          {
            type: 'paragraph',
            text:
              'El sector digital sigue siendo un ámbito en el que las mujeres y muchos ' +
              'otros perfiles están infrarrepresentados. En DAV, la diversidad es un ' +
              'compromiso de la dirección, con objetivos cuantificados que se revisan ' +
              'cada año. Este es un primer balance, sin autocomplacencia.',
          },
          { type: 'heading', text: 'Nuestros compromisos' },
          {
            type: 'list',
            items: [
              'Comités de selección mixtos y criterios de evaluación comunes',
              'Una auditoría anual de la brecha salarial, con correcciones en el mismo año',
              'Un programa de mentoría para que más mujeres accedan a puestos de dirección',
              'Puestos abiertos a reconversiones profesionales y trayectorias atípicas',
              'Oficinas y herramientas accesibles para las personas con discapacidad',
            ],
          },
          { type: 'heading', text: '¿En qué punto estamos?' },
          {
            type: 'paragraph',
            text:
              'Las mujeres representan hoy el 31 % de la plantilla, frente al 24 % de hace tres años. ' +
              'Ocupan el 38 % de los puestos de dirección, una cifra en aumento pero todavía ' +
              'insuficiente. La última auditoría no detectó ninguna brecha salarial significativa.',
          },
          {
            type: 'quote',
            text:
              'La diversidad no es una casilla que marcar. Es la condición ' +
              'para diseñar soluciones que funcionen para todo el mundo.',
            cite: 'Catherine Aubert, consejera delegada del grupo DAV',
          },
          {
            type: 'paragraph',
            text:
              'Queda mucho por hacer, sobre todo para atraer a más mujeres jóvenes a las carreras ' +
              'técnicas. Es uno de los ejes de nuestras alianzas con las escuelas.',
          },
        ],
      },
      de: {
        title: 'Vielfalt in der Tech-Branche: unsere Ziele und Ergebnisse',
        excerpt:
          'Recruiting, Vergütung, Karriereentwicklung: Wo DAV bei Vielfalt ' +
          'und Chancengleichheit steht und was noch zu tun ist.',
        body: [
          {
            type: 'paragraph',
            text:
              'Die Digitalbranche ist nach wie vor ein Bereich, in dem Frauen und ' +
              'viele andere Gruppen unterrepräsentiert sind. Bei DAV ist Vielfalt ' +
              'ein Anliegen der Geschäftsleitung, mit messbaren Zielen, die jedes ' +
              'Jahr überprüft werden. Hier ziehen wir eine erste, ehrliche Bilanz.',
          },
          { type: 'heading', text: 'Unsere Verpflichtungen' },
          {
            type: 'list',
            items: [
              'Gemischt besetzte Auswahlgremien und einheitliche Bewertungskriterien',
              'Eine jährliche Prüfung der Gehaltsunterschiede, die noch im selben Jahr behoben werden',
              'Ein Mentoring-Programm, das Frauen den Weg in Führungspositionen ebnet',
              'Stellen, die auch Quereinsteigern und ungewöhnlichen Lebensläufen offenstehen',
              'Barrierefreie Büros und Werkzeuge für Mitarbeitende mit Behinderung',
            ],
          },
          { type: 'heading', text: 'Wo wir stehen' },
          {
            type: 'paragraph',
            text:
              'Frauen machen heute 31 % unserer Belegschaft aus, gegenüber 24 % vor drei Jahren. ' +
              'Sie besetzen 38 % der Führungspositionen, ein steigender, aber noch unzureichender ' +
              'Wert. Die letzte Prüfung ergab keine nennenswerten Gehaltsunterschiede.',
          },
          {
            type: 'quote',
            text:
              'Vielfalt ist kein Häkchen auf einer Liste. Sie ist die Voraussetzung ' +
              'dafür, Lösungen zu entwickeln, die für alle funktionieren.',
            cite: 'Catherine Aubert, CEO der DAV-Gruppe',
          },
          {
            type: 'paragraph',
            text:
              'Es bleibt viel zu tun, vor allem, um mehr junge Frauen für technische Studiengänge zu ' +
              'gewinnen. Das ist einer der Schwerpunkte unserer Partnerschaften mit Hochschulen.',
          },
        ],
      },
    },
  },
];
