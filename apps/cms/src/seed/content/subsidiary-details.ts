import type { Locale, TransportMode } from '@dav/contract';
import type { Localized } from './types';

/**
 * What a subsidiary's page shows (docs/product.md#subsidiaries), for the 8 subsidiaries of
 * forms.ts. Clients are fictional, their sites on the reserved `.example` domain; phone numbers in
 * the ranges reserved for fiction where the country has one.
 */
export interface SeedSubsidiaryDetails {
  slug: string;
  /** WGS84, the real-looking office location in the city centre (4 decimals). */
  coordinates: { latitude: number; longitude: number };
  /** A plausible street address (real street names of that city are fine; fictional number ok). */
  address: { street: string; postalCode: string; city: string };
  /** 2 to 4 public transport lines near the office, real lines and stops of that city where you know them. */
  transport: { mode: TransportMode; line: string; stop: string }[];
  /** One sentence, at most 150 characters, per language: what this subsidiary does. */
  intro: Localized<string>;
  /** 2 or 3 paragraphs per language (each 250–450 characters), plain text, no markup. */
  presentation: Localized<string[]>;
  /** Slugs of SEED_EXPERTISES (forms.ts). */
  expertises: string[];
  /** 5 to 9 FICTIONAL client companies plausible for that region (never real brands); url on the reserved .example domain, e.g. https://www.brasserie-rhone.example */
  clients: { name: string; url: string }[];
  /** Fictional: email at dav-group.example, phone in the country's format with the +country code. */
  contact: { email: string; phone: string };
}
export const SEED_SUBSIDIARY_DETAILS: SeedSubsidiaryDetails[] = [
  // ---------------------------------------------------------------- Lyon
  {
    slug: 'dav-lyon',
    coordinates: { latitude: 45.7603, longitude: 4.8596 },
    address: { street: '27 rue de la Villette', postalCode: '69003', city: 'Lyon' },
    transport: [
      { mode: 'metro', line: 'B', stop: 'Gare Part-Dieu – Vivier Merle' },
      { mode: 'tram', line: 'T3', stop: 'Gare Part-Dieu – Villette' },
      { mode: 'tram', line: 'T4', stop: 'Gare Part-Dieu – Villette' },
    ],
    intro: {
      fr: 'Conseil en cloud, réseaux et systèmes embarqués pour l’industrie et les services, depuis nos bureaux de Lyon et de Grenoble.',
      en: 'Cloud, network and embedded systems consulting for industry and services, from our offices in Lyon and Grenoble.',
      es: 'Consultoría en cloud, redes y sistemas embebidos para la industria y los servicios, desde nuestras oficinas de Lyon y Grenoble.',
      de: 'Beratung zu Cloud, Netzwerken und Embedded Systems für Industrie und Dienstleister – aus unseren Büros in Lyon und Grenoble.',
    },
    presentation: {
      fr: [
        'DAV Lyon réunit 140 consultants et ingénieurs, dont 95 dans nos bureaux du quartier de la Part-Dieu. L’équipe accompagne des industriels, des acteurs de la chimie et de la pharmacie, des transporteurs et des fournisseurs d’énergie de la région Auvergne-Rhône-Alpes, du cadrage technique jusqu’à l’exploitation des plateformes en production.',
        'Notre bureau de Grenoble, installé près de la Presqu’île scientifique, compte 45 ingénieurs spécialisés en systèmes embarqués et en réseaux industriels. Ils conçoivent des firmwares pour capteurs connectés, valident des architectures temps réel et travaillent au quotidien avec les équipes R&D des entreprises de la microélectronique et de l’énergie.',
        'Projet type : pour un fabricant d’équipements de process, nous avons migré en dix-huit mois les outils de planification de la production vers une plateforme Kubernetes hébergée dans le cloud, avec chaînes CI/CD, supervision unifiée et segmentation réseau entre les sites. Les équipes du client exploitent aujourd’hui la plateforme en autonomie.',
      ],
      en: [
        'DAV Lyon brings together 140 consultants and engineers, 95 of them at our offices in the Part-Dieu business district. The team works with manufacturers, chemical and pharmaceutical companies, transport operators and energy suppliers across the Auvergne-Rhône-Alpes region, from technical scoping through to running platforms in production.',
        'Our Grenoble office, located close to the Presqu’île science campus, is home to 45 engineers specialising in embedded systems and industrial networks. They design firmware for connected sensors, validate real-time architectures and work day to day alongside the R&D teams of microelectronics and energy companies.',
        'A typical project: for a process equipment manufacturer, we moved the production planning tools to a cloud-hosted Kubernetes platform over eighteen months, adding CI/CD pipelines, unified monitoring and network segmentation between sites. The client’s own teams now run the platform independently.',
      ],
      es: [
        'DAV Lyon reúne a 140 consultores e ingenieros, 95 de ellos en nuestras oficinas del distrito de negocios de Part-Dieu. El equipo trabaja con fabricantes industriales, empresas químicas y farmacéuticas, operadores de transporte y proveedores de energía de la región de Auvergne-Rhône-Alpes, desde la definición técnica hasta la operación de plataformas en producción.',
        'Nuestra oficina de Grenoble, situada junto al campus científico de la Presqu’île, cuenta con 45 ingenieros especializados en sistemas embebidos y redes industriales. Diseñan firmware para sensores conectados, validan arquitecturas de tiempo real y colaboran a diario con los equipos de I+D de empresas de microelectrónica y energía.',
        'Un proyecto tipo: para un fabricante de equipos de proceso, migramos en dieciocho meses las herramientas de planificación de la producción a una plataforma Kubernetes en la nube, con cadenas de CI/CD, supervisión unificada y segmentación de red entre plantas. Hoy, los equipos del cliente operan la plataforma de forma autónoma.',
      ],
      de: [
        'DAV Lyon vereint 140 Beraterinnen, Berater und Ingenieure, davon 95 in unseren Büros im Geschäftsviertel Part-Dieu. Das Team begleitet Industrieunternehmen, Chemie- und Pharmafirmen, Verkehrsbetriebe und Energieversorger in der Region Auvergne-Rhône-Alpes – von der technischen Konzeption bis zum Betrieb der Plattformen in Produktion.',
        'Unser Büro in Grenoble nahe dem Wissenschaftsstandort Presqu’île beschäftigt 45 Ingenieurinnen und Ingenieure für Embedded Systems und Industrienetzwerke. Sie entwickeln Firmware für vernetzte Sensoren, validieren Echtzeitarchitekturen und arbeiten täglich mit den F&E-Teams von Unternehmen aus Mikroelektronik und Energie zusammen.',
        'Ein typisches Projekt: Für einen Hersteller von Prozessanlagen haben wir die Werkzeuge zur Produktionsplanung innerhalb von achtzehn Monaten auf eine Kubernetes-Plattform in der Cloud migriert, mit CI/CD-Pipelines, einheitlichem Monitoring und Netzwerksegmentierung zwischen den Standorten. Heute betreiben die Teams des Kunden die Plattform selbstständig.',
      ],
    },
    expertises: ['cloud-devops', 'networks', 'embedded-systems'],
    clients: [
      { name: 'Soieries de la Croix-Rousse', url: 'https://www.soieries-croix-rousse.example' },
      { name: 'Laboratoires Fourvière', url: 'https://www.laboratoires-fourviere.example' },
      { name: 'Transports Saône-Rhône', url: 'https://www.transports-saone-rhone.example' },
      { name: 'Alpes Microsystèmes', url: 'https://www.alpes-microsystemes.example' },
      { name: 'Chimie Rhodanienne', url: 'https://www.chimie-rhodanienne.example' },
      { name: 'Énergies Belledonne', url: 'https://www.energies-belledonne.example' },
      { name: 'Gerland Process Industries', url: 'https://www.gerland-process.example' },
    ],
    contact: { email: 'lyon@dav-group.example', phone: '+33 4 65 71 10 20' },
  },
  // ---------------------------------------------------------------- Paris
  {
    slug: 'dav-paris',
    coordinates: { latitude: 48.8763, longitude: 2.3395 },
    address: { street: '18 rue de Châteaudun', postalCode: '75009', city: 'Paris' },
    transport: [
      { mode: 'metro', line: '12', stop: 'Notre-Dame-de-Lorette' },
      { mode: 'metro', line: '7', stop: 'Le Peletier' },
      { mode: 'train', line: 'RER E', stop: 'Haussmann – Saint-Lazare' },
    ],
    intro: {
      fr: 'Cloud, data, IA et cybersécurité pour les banques, assureurs, distributeurs et acteurs publics d’Île-de-France.',
      en: 'Cloud, data, AI and cybersecurity for banks, insurers, retailers and public bodies across the Île-de-France region.',
      es: 'Cloud, datos, IA y ciberseguridad para bancos, aseguradoras, empresas de distribución y organismos públicos de Île-de-France.',
      de: 'Cloud, Daten, KI und Cybersicherheit für Banken, Versicherer, Handel und öffentliche Stellen im Großraum Paris.',
    },
    presentation: {
      fr: [
        'DAV Paris compte 210 collaborateurs installés dans le 9e arrondissement, à quelques minutes de la gare Saint-Lazare. L’équipe intervient auprès des banques, des compagnies d’assurance, de la grande distribution, des médias et des administrations d’Île-de-France, sur des missions de conseil, d’intégration et d’exploitation.',
        'Nos consultants sont organisés en trois pôles : cloud et DevOps, data et intelligence artificielle, cybersécurité. Les pôles travaillent ensemble sur les projets qui le demandent, par exemple la mise en place d’une zone d’accueil cloud sécurisée avant le déploiement de modèles de machine learning, ou l’audit des accès d’une plateforme de données.',
        'Projet type : pour un assureur de dommages, nous avons construit une plateforme de données qui rassemble les sinistres de douze systèmes sources, puis entraîné un modèle de détection des déclarations atypiques. Un centre opérationnel de sécurité, opéré par nos équipes, supervise la plateforme 24 heures sur 24.',
      ],
      en: [
        'DAV Paris has 210 staff based in the 9th arrondissement, a few minutes from Saint-Lazare station. The team works with banks, insurance companies, retailers, media groups and public administrations across the Île-de-France region, on consulting, integration and managed service engagements.',
        'Our consultants are organised into three practices: cloud and DevOps, data and artificial intelligence, and cybersecurity. The practices team up whenever a project calls for it, for example to build a secure cloud landing zone before machine learning models are deployed, or to audit access rights on a data platform.',
        'A typical project: for a property and casualty insurer, we built a data platform that consolidates claims from twelve source systems, then trained a model that flags unusual claims for review. A security operations centre run by our own teams monitors the platform around the clock.',
      ],
      es: [
        'DAV Paris cuenta con 210 profesionales en el distrito 9, a pocos minutos de la estación de Saint-Lazare. El equipo trabaja con bancos, aseguradoras, empresas de distribución, grupos de comunicación y administraciones públicas de Île-de-France, en proyectos de consultoría, integración y servicios gestionados.',
        'Nuestros consultores se organizan en tres áreas: cloud y DevOps, datos e inteligencia artificial, y ciberseguridad. Las áreas colaboran cuando el proyecto lo requiere, por ejemplo para crear una landing zone cloud segura antes de desplegar modelos de machine learning, o para auditar los accesos a una plataforma de datos.',
        'Un proyecto tipo: para una aseguradora de daños, construimos una plataforma de datos que consolida los siniestros de doce sistemas de origen y entrenamos un modelo que detecta declaraciones atípicas. Un centro de operaciones de seguridad gestionado por nuestros equipos supervisa la plataforma las 24 horas del día.',
      ],
      de: [
        'DAV Paris beschäftigt 210 Mitarbeitende im 9. Arrondissement, wenige Minuten vom Bahnhof Saint-Lazare entfernt. Das Team arbeitet für Banken, Versicherungen, Handelsunternehmen, Medienhäuser und öffentliche Verwaltungen in der Region Île-de-France – in Beratung, Integration und Managed Services.',
        'Unsere Beraterinnen und Berater sind in drei Bereichen organisiert: Cloud und DevOps, Daten und künstliche Intelligenz sowie Cybersicherheit. Wo ein Projekt es erfordert, arbeiten die Bereiche zusammen, etwa beim Aufbau einer sicheren Cloud-Landing-Zone vor dem Einsatz von Machine-Learning-Modellen oder bei der Prüfung von Zugriffsrechten auf einer Datenplattform.',
        'Ein typisches Projekt: Für einen Sachversicherer haben wir eine Datenplattform aufgebaut, die Schadensfälle aus zwölf Quellsystemen zusammenführt, und ein Modell trainiert, das auffällige Schadensmeldungen markiert. Ein von unseren Teams betriebenes Security Operations Center überwacht die Plattform rund um die Uhr.',
      ],
    },
    expertises: ['cloud-devops', 'data-ai', 'cybersecurity'],
    clients: [
      { name: 'Banque Haussmann Patrimoine', url: 'https://www.banque-haussmann-patrimoine.example' },
      { name: 'Assurances Lutèce Dommages', url: 'https://www.assurances-lutece.example' },
      { name: 'Maison Saint-Honoré Distribution', url: 'https://www.saint-honore-distribution.example' },
      { name: 'Médias Rive Gauche', url: 'https://www.medias-rive-gauche.example' },
      {
        name: 'Mutuelle Francilienne des Artisans',
        url: 'https://www.mutuelle-francilienne-artisans.example',
      },
      { name: 'Fret Roissy Logistique', url: 'https://www.fret-roissy.example' },
      { name: 'Éditions du Marais', url: 'https://www.editions-du-marais.example' },
      { name: 'Énergies Grand Paris Est', url: 'https://www.energies-grand-paris-est.example' },
      { name: 'Hôpitaux Privés de la Bièvre', url: 'https://www.hopitaux-bievre.example' },
    ],
    contact: { email: 'paris@dav-group.example', phone: '+33 1 99 00 12 34' },
  },
  // ---------------------------------------------------------------- Toulouse
  {
    slug: 'dav-toulouse',
    coordinates: { latitude: 43.6063, longitude: 1.4503 },
    address: { street: '18 allées Jean-Jaurès', postalCode: '31000', city: 'Toulouse' },
    transport: [
      { mode: 'metro', line: 'A', stop: 'Jean Jaurès' },
      { mode: 'metro', line: 'B', stop: 'Jean Jaurès' },
      { mode: 'bike', line: 'VélôToulouse', stop: 'Allées Jean-Jaurès' },
    ],
    intro: {
      fr: 'Systèmes embarqués critiques et traitement de données pour l’aéronautique, le spatial et l’agriculture en Occitanie.',
      en: 'Safety-critical embedded systems and data processing for aerospace, space and agriculture in the Occitanie region.',
      es: 'Sistemas embebidos críticos y tratamiento de datos para la aeronáutica, el sector espacial y la agricultura en Occitania.',
      de: 'Sicherheitskritische Embedded Systems und Datenverarbeitung für Luftfahrt, Raumfahrt und Landwirtschaft in Okzitanien.',
    },
    presentation: {
      fr: [
        'DAV Toulouse rassemble 85 ingénieurs dans ses bureaux des allées Jean-Jaurès. La filiale travaille principalement pour les équipementiers aéronautiques, les industriels du spatial et les coopératives agricoles d’Occitanie. Ses équipes maîtrisent les processus de développement de logiciels critiques, dont la norme DO-178C, ainsi que le traitement de données satellitaires.',
        'Projet type : pour un fabricant de calculateurs de bord, nous développons depuis trois ans le logiciel de surveillance moteur, de la spécification jusqu’aux dossiers de certification. En parallèle, une équipe data conçoit pour une coopérative des modèles qui estiment les rendements à partir d’images satellites et de relevés météorologiques.',
      ],
      en: [
        'DAV Toulouse brings together 85 engineers at its offices on the Allées Jean-Jaurès. The subsidiary works mainly for aerospace suppliers, space manufacturers and farming cooperatives in the Occitanie region. Its teams are experienced in safety-critical software development processes, including DO-178C, and in processing satellite data.',
        'A typical project: for a manufacturer of onboard computers, we have spent the past three years developing engine monitoring software, from specification through to certification documents. Alongside this, a data team is building models for a farming cooperative that estimate crop yields from satellite imagery and weather records.',
      ],
      es: [
        'DAV Toulouse reúne a 85 ingenieros en sus oficinas de las Allées Jean-Jaurès. La filial trabaja sobre todo para proveedores aeronáuticos, fabricantes del sector espacial y cooperativas agrícolas de Occitania. Sus equipos dominan los procesos de desarrollo de software crítico, entre ellos la norma DO-178C, y el tratamiento de datos satelitales.',
        'Un proyecto tipo: desde hace tres años desarrollamos, para un fabricante de calculadores de a bordo, el software de supervisión de motores, desde la especificación hasta la documentación de certificación. Paralelamente, un equipo de datos diseña para una cooperativa modelos que estiman los rendimientos a partir de imágenes satelitales y datos meteorológicos.',
      ],
      de: [
        'DAV Toulouse vereint 85 Ingenieurinnen und Ingenieure in seinen Büros an den Allées Jean-Jaurès. Die Tochtergesellschaft arbeitet vor allem für Zulieferer der Luftfahrt, Raumfahrtunternehmen und landwirtschaftliche Genossenschaften in Okzitanien. Die Teams kennen die Entwicklungsprozesse für sicherheitskritische Software, darunter DO-178C, sowie die Verarbeitung von Satellitendaten.',
        'Ein typisches Projekt: Für einen Hersteller von Bordrechnern entwickeln wir seit drei Jahren die Software zur Triebwerksüberwachung, von der Spezifikation bis zu den Zertifizierungsunterlagen. Parallel dazu entwirft ein Datenteam für eine Genossenschaft Modelle, die Ernteerträge anhand von Satellitenbildern und Wetterdaten schätzen.',
      ],
    },
    expertises: ['embedded-systems', 'data-ai'],
    clients: [
      { name: 'Aérostructures Garonne', url: 'https://www.aerostructures-garonne.example' },
      { name: 'Orbitale Lauragais', url: 'https://www.orbitale-lauragais.example' },
      { name: 'Avionique Blagnac Systèmes', url: 'https://www.avionique-blagnac.example' },
      { name: 'Coopérative des Coteaux de Gascogne', url: 'https://www.coteaux-gascogne.example' },
      { name: 'Capitole Mobilités', url: 'https://www.capitole-mobilites.example' },
    ],
    contact: { email: 'toulouse@dav-group.example', phone: '+33 5 36 49 20 30' },
  },
  // ---------------------------------------------------------------- Aix-en-Provence / Marseille
  {
    slug: 'dav-aix',
    coordinates: { latitude: 43.5256, longitude: 5.4457 },
    address: { street: '15 avenue Victor Hugo', postalCode: '13100', city: 'Aix-en-Provence' },
    transport: [
      { mode: 'train', line: 'TER Marseille – Aix – Pertuis', stop: 'Aix-en-Provence (centre)' },
      { mode: 'bus', line: '50', stop: 'Gare routière d’Aix-en-Provence' },
    ],
    intro: {
      fr: 'Réseaux et cybersécurité pour les ports, l’énergie et la santé en Provence, depuis Aix-en-Provence et Marseille.',
      en: 'Networks and cybersecurity for ports, energy and healthcare in Provence, from Aix-en-Provence and Marseille.',
      es: 'Redes y ciberseguridad para puertos, energía y sanidad en Provenza, desde Aix-en-Provence y Marsella.',
      de: 'Netzwerke und Cybersicherheit für Häfen, Energie und Gesundheitswesen in der Provence – aus Aix-en-Provence und Marseille.',
    },
    presentation: {
      fr: [
        'DAV Aix compte 60 consultants répartis entre le centre d’Aix-en-Provence et un bureau projet à Marseille, dans le quartier de la Joliette. L’équipe conçoit, sécurise et exploite les réseaux d’entreprises de la logistique portuaire, de l’énergie et de la santé, avec une attention particulière aux environnements industriels.',
        'Projet type : pour un opérateur de terminal à conteneurs, nous avons segmenté le réseau des portiques et des systèmes de pesage, déployé une supervision des flux industriels et formé les équipes d’exploitation à la gestion des incidents. Pour un groupe de cliniques, nous avons conduit l’audit de sécurité préalable au renouvellement de son SD-WAN.',
      ],
      en: [
        'DAV Aix has 60 consultants split between central Aix-en-Provence and a project office in Marseille’s La Joliette district. The team designs, secures and runs networks for companies in port logistics, energy and healthcare, paying particular attention to industrial environments and the systems that keep them running.',
        'A typical project: for a container terminal operator, we segmented the network serving the cranes and weighing systems, set up monitoring of industrial traffic and trained the operations staff in incident handling. For a group of private clinics, we carried out the security audit ahead of their SD-WAN renewal.',
      ],
      es: [
        'DAV Aix cuenta con 60 consultores repartidos entre el centro de Aix-en-Provence y una oficina de proyectos en el barrio de La Joliette, en Marsella. El equipo diseña, protege y opera las redes de empresas de logística portuaria, energía y sanidad, con especial atención a los entornos industriales.',
        'Un proyecto tipo: para un operador de terminal de contenedores, segmentamos la red de las grúas y los sistemas de pesaje, implantamos la supervisión del tráfico industrial y formamos al personal de explotación en la gestión de incidentes. Para un grupo de clínicas, realizamos la auditoría de seguridad previa a la renovación de su SD-WAN.',
      ],
      de: [
        'DAV Aix beschäftigt 60 Beraterinnen und Berater, verteilt auf das Zentrum von Aix-en-Provence und ein Projektbüro im Marseiller Viertel La Joliette. Das Team plant, sichert und betreibt Netzwerke für Unternehmen aus Hafenlogistik, Energie und Gesundheitswesen und legt dabei besonderes Augenmerk auf industrielle Umgebungen.',
        'Ein typisches Projekt: Für einen Containerterminal-Betreiber haben wir das Netzwerk der Kräne und Wiegesysteme segmentiert, ein Monitoring des industriellen Datenverkehrs eingerichtet und das Betriebspersonal im Umgang mit Sicherheitsvorfällen geschult. Für eine Klinikgruppe führten wir das Sicherheitsaudit vor der Erneuerung ihres SD-WAN durch.',
      ],
    },
    expertises: ['networks', 'cybersecurity'],
    clients: [
      { name: 'Terminal Phocéen Conteneurs', url: 'https://www.terminal-phoceen.example' },
      { name: 'Énergies Durance Méditerranée', url: 'https://www.energies-durance.example' },
      { name: 'Cliniques Sainte-Victoire', url: 'https://www.cliniques-sainte-victoire.example' },
      { name: 'Mutuelle Méditerranée Sud', url: 'https://www.mutuelle-mediterranee-sud.example' },
      { name: 'Logistique Fos-Étang', url: 'https://www.logistique-fos-etang.example' },
    ],
    contact: { email: 'aix@dav-group.example', phone: '+33 4 65 71 30 40' },
  },
  // ---------------------------------------------------------------- Bruxelles
  {
    slug: 'dav-bruxelles',
    coordinates: { latitude: 50.851, longitude: 4.3647 },
    address: { street: 'Rue Royale 97', postalCode: '1000', city: 'Bruxelles' },
    transport: [
      { mode: 'metro', line: '2', stop: 'Botanique' },
      { mode: 'metro', line: '6', stop: 'Botanique' },
      { mode: 'tram', line: '92', stop: 'Congrès' },
      { mode: 'tram', line: '93', stop: 'Congrès' },
    ],
    intro: {
      fr: 'Cybersécurité et data pour les institutions, fédérations et services financiers de Bruxelles, en français, néerlandais et anglais.',
      en: 'Cybersecurity and data for institutions, federations and financial services in Brussels, in French, Dutch and English.',
      es: 'Ciberseguridad y datos para instituciones, federaciones y servicios financieros de Bruselas, en francés, neerlandés e inglés.',
      de: 'Cybersicherheit und Daten für Institutionen, Verbände und Finanzdienstleister in Brüssel – auf Französisch, Niederländisch und Englisch.',
    },
    presentation: {
      fr: [
        'DAV Bruxelles réunit 45 consultants dans ses bureaux de la rue Royale, entre le parc de Bruxelles et le Botanique. L’équipe travaille en français, en néerlandais et en anglais pour des fédérations professionnelles, des organismes publics, des banques et des assureurs, ainsi que pour des prestataires des institutions européennes.',
        'Projet type : pour une mutualité, nous avons accompagné la mise en conformité avec la directive NIS2, de l’analyse de risques à la mise en place d’un processus de gestion des vulnérabilités. Nos data engineers ont ensuite conçu un entrepôt de données pseudonymisées qui permet aux analystes de travailler dans le respect du RGPD.',
      ],
      en: [
        'DAV Brussels brings together 45 consultants at its offices on Rue Royale, between Brussels Park and the Botanique. The team works in French, Dutch and English for trade federations, public bodies, banks and insurers, as well as for contractors serving the European institutions.',
        'A typical project: for a health insurance fund, we supported compliance with the NIS2 directive, from the initial risk analysis to setting up a vulnerability management process. Our data engineers then designed a pseudonymised data warehouse so that the fund’s analysts can work in line with the GDPR.',
      ],
      es: [
        'DAV Bruselas reúne a 45 consultores en sus oficinas de la Rue Royale, entre el Parque de Bruselas y el Botanique. El equipo trabaja en francés, neerlandés e inglés para federaciones profesionales, organismos públicos, bancos y aseguradoras, así como para proveedores de las instituciones europeas.',
        'Un proyecto tipo: para una mutua de salud, acompañamos la adaptación a la directiva NIS2, desde el análisis de riesgos hasta la implantación de un proceso de gestión de vulnerabilidades. Después, nuestros ingenieros de datos diseñaron un almacén de datos seudonimizados para que los analistas trabajen conforme al RGPD.',
      ],
      de: [
        'DAV Brüssel vereint 45 Beraterinnen und Berater in seinen Büros in der Rue Royale, zwischen dem Brüsseler Park und dem Botanique. Das Team arbeitet auf Französisch, Niederländisch und Englisch für Berufsverbände, öffentliche Einrichtungen, Banken und Versicherer sowie für Dienstleister der europäischen Institutionen.',
        'Ein typisches Projekt: Für eine Krankenkasse haben wir die Umsetzung der NIS2-Richtlinie begleitet, von der Risikoanalyse bis zur Einführung eines Prozesses für das Schwachstellenmanagement. Anschließend entwarfen unsere Data Engineers ein Data Warehouse mit pseudonymisierten Daten, in dem Analysten DSGVO-konform arbeiten können.',
      ],
    },
    expertises: ['cybersecurity', 'data-ai'],
    clients: [
      { name: 'Banque du Sablon', url: 'https://www.banque-du-sablon.example' },
      { name: 'Mutualité Brabançonne', url: 'https://www.mutualite-brabanconne.example' },
      { name: 'Fédération des Bateliers de la Senne', url: 'https://www.bateliers-senne.example' },
      { name: 'Assurances Mont des Arts', url: 'https://www.assurances-mont-des-arts.example' },
      { name: 'Zennelijn Logistics', url: 'https://www.zennelijn-logistics.example' },
    ],
    contact: { email: 'bruxelles@dav-group.example', phone: '+32 2 555 01 23' },
  },
  // ---------------------------------------------------------------- Genève / Lausanne
  {
    slug: 'dav-geneve',
    coordinates: { latitude: 46.2118, longitude: 6.144 },
    address: { street: 'Rue de Lausanne 15', postalCode: '1201', city: 'Genève' },
    transport: [
      { mode: 'tram', line: '15', stop: 'Gare Cornavin' },
      { mode: 'bus', line: '1', stop: 'Gare Cornavin' },
      { mode: 'train', line: 'Léman Express L1', stop: 'Genève' },
    ],
    intro: {
      fr: 'Cloud, data et cybersécurité pour la banque privée, le négoce et les organisations internationales de Suisse romande.',
      en: 'Cloud, data and cybersecurity for private banking, commodity trading and international organisations in French-speaking Switzerland.',
      es: 'Cloud, datos y ciberseguridad para la banca privada, el comercio de materias primas y los organismos internacionales de la Suiza francófona.',
      de: 'Cloud, Daten und Cybersicherheit für Privatbanken, Rohstoffhandel und internationale Organisationen in der Westschweiz.',
    },
    presentation: {
      fr: [
        'DAV Genève compte 55 collaborateurs : 40 à Genève, près de la gare Cornavin, et 15 à Lausanne, d’où l’équipe accompagne les entreprises de l’Arc lémanique. La filiale sert la banque privée, les sociétés de négoce, les organisations internationales, l’horlogerie et le secteur de la santé, dans des environnements où la localisation des données compte.',
        'Projet type : pour une banque privée, nous avons migré les applications de gestion de portefeuille vers un cloud hébergé en Suisse, en respectant les exigences de la FINMA et de la nouvelle loi fédérale sur la protection des données. Le projet comprenait l’automatisation des déploiements, le chiffrement des données clients et un tableau de bord de suivi des risques.',
      ],
      en: [
        'DAV Geneva has 55 staff: 40 in Geneva, close to Cornavin station, and 15 in Lausanne, from where the team supports companies around Lake Geneva. The subsidiary serves private banks, trading houses, international organisations, watchmakers and the healthcare sector, in settings where data residency matters.',
        'A typical project: for a private bank, we moved the portfolio management applications to a cloud hosted in Switzerland, meeting FINMA requirements and the revised Federal Act on Data Protection. The work covered deployment automation, encryption of client data and a dashboard for tracking risk indicators.',
      ],
      es: [
        'DAV Ginebra cuenta con 55 profesionales: 40 en Ginebra, cerca de la estación de Cornavin, y 15 en Lausana, desde donde el equipo atiende a las empresas de la región del lago Lemán. La filial trabaja para la banca privada, las empresas de trading, los organismos internacionales, la relojería y el sector sanitario, en entornos donde la ubicación de los datos es determinante.',
        'Un proyecto tipo: para un banco privado, migramos las aplicaciones de gestión de carteras a una nube alojada en Suiza, cumpliendo los requisitos de la FINMA y de la nueva ley federal de protección de datos. El proyecto incluyó la automatización de los despliegues, el cifrado de los datos de clientes y un cuadro de mando de seguimiento de riesgos.',
      ],
      de: [
        'DAV Genf beschäftigt 55 Mitarbeitende: 40 in Genf, in der Nähe des Bahnhofs Cornavin, und 15 in Lausanne, von wo aus das Team Unternehmen rund um den Genfersee betreut. Die Tochtergesellschaft arbeitet für Privatbanken, Handelshäuser, internationale Organisationen, die Uhrenindustrie und das Gesundheitswesen – überall dort, wo der Speicherort von Daten zählt.',
        'Ein typisches Projekt: Für eine Privatbank haben wir die Anwendungen für die Vermögensverwaltung in eine in der Schweiz gehostete Cloud migriert und dabei die Anforderungen der FINMA und des revidierten Datenschutzgesetzes erfüllt. Dazu gehörten automatisierte Deployments, die Verschlüsselung von Kundendaten und ein Dashboard zur Risikoüberwachung.',
      ],
    },
    expertises: ['cloud-devops', 'data-ai', 'cybersecurity'],
    clients: [
      { name: 'Banque Privée du Petit-Lac', url: 'https://www.banque-petit-lac.example' },
      { name: 'Salève Horlogerie', url: 'https://www.saleve-horlogerie.example' },
      { name: 'Rhône Négoce', url: 'https://www.rhone-negoce.example' },
      { name: 'Fondation des Pâquis pour l’Aide Humanitaire', url: 'https://www.fondation-paquis.example' },
      { name: 'Clinique de Lavaux', url: 'https://www.clinique-lavaux.example' },
      { name: 'Assurances Romandes Réunies', url: 'https://www.assurances-romandes-reunies.example' },
    ],
    contact: { email: 'geneve@dav-group.example', phone: '+41 22 555 01 23' },
  },
  // ---------------------------------------------------------------- Madrid
  {
    slug: 'dav-madrid',
    coordinates: { latitude: 40.4502, longitude: -3.6946 },
    address: { street: 'Calle de Orense, 34', postalCode: '28020', city: 'Madrid' },
    transport: [
      { mode: 'metro', line: '10', stop: 'Santiago Bernabéu' },
      { mode: 'metro', line: '6', stop: 'Nuevos Ministerios' },
      { mode: 'metro', line: '8', stop: 'Nuevos Ministerios' },
      { mode: 'train', line: 'Cercanías C-4', stop: 'Nuevos Ministerios' },
    ],
    intro: {
      fr: 'Cloud, DevOps et réseaux pour la banque, les télécoms, la distribution et la logistique en Espagne.',
      en: 'Cloud, DevOps and networks for banking, telecoms, retail and logistics companies in Spain.',
      es: 'Cloud, DevOps y redes para empresas de banca, telecomunicaciones, distribución y logística en España.',
      de: 'Cloud, DevOps und Netzwerke für Banken, Telekommunikation, Handel und Logistik in Spanien.',
    },
    presentation: {
      fr: [
        'DAV Madrid réunit 70 consultants dans le quartier d’affaires d’AZCA, à proximité du Paseo de la Castellana. L’équipe accompagne des banques, des opérateurs télécoms, des enseignes de distribution et des entreprises logistiques du corridor du Henares, sur des projets d’infrastructure cloud, d’automatisation et de modernisation des réseaux.',
        'Projet type : pour un opérateur de télécommunications régional, nous avons automatisé la configuration de plus de 2 000 équipements réseau à l’aide de pipelines d’infrastructure as code, puis migré ses outils de supervision vers une architecture multicloud. La mise en service d’un nouveau site prend désormais quelques jours au lieu de plusieurs semaines.',
      ],
      en: [
        'DAV Madrid brings together 70 consultants in the AZCA business district, close to the Paseo de la Castellana. The team supports banks, telecoms operators, retail chains and logistics companies along the Henares corridor, on projects covering cloud infrastructure, automation and network modernisation.',
        'A typical project: for a regional telecoms operator, we automated the configuration of more than 2,000 network devices using infrastructure-as-code pipelines, then moved its monitoring tools to a multi-cloud architecture. Commissioning a new site now takes a few days instead of several weeks.',
      ],
      es: [
        'DAV Madrid reúne a 70 consultores en el distrito financiero de AZCA, junto al Paseo de la Castellana. El equipo trabaja con bancos, operadores de telecomunicaciones, cadenas de distribución y empresas logísticas del Corredor del Henares en proyectos de infraestructura cloud, automatización y modernización de redes.',
        'Un proyecto tipo: para un operador de telecomunicaciones regional, automatizamos la configuración de más de 2.000 equipos de red mediante pipelines de infraestructura como código y migramos sus herramientas de monitorización a una arquitectura multicloud. La puesta en servicio de un nuevo emplazamiento ha pasado de varias semanas a pocos días.',
      ],
      de: [
        'DAV Madrid vereint 70 Beraterinnen und Berater im Geschäftsviertel AZCA, unweit des Paseo de la Castellana. Das Team unterstützt Banken, Telekommunikationsanbieter, Handelsketten und Logistikunternehmen im Henares-Korridor bei Projekten rund um Cloud-Infrastruktur, Automatisierung und die Modernisierung von Netzwerken.',
        'Ein typisches Projekt: Für einen regionalen Telekommunikationsanbieter haben wir die Konfiguration von mehr als 2.000 Netzwerkgeräten mit Infrastructure-as-Code-Pipelines automatisiert und anschließend die Monitoring-Werkzeuge in eine Multi-Cloud-Architektur überführt. Neue Standorte gehen heute in wenigen Tagen statt in mehreren Wochen in Betrieb.',
      ],
    },
    expertises: ['cloud-devops', 'networks'],
    clients: [
      { name: 'Banco Castellana Inversiones', url: 'https://www.banco-castellana.example' },
      { name: 'Seguros Meseta Central', url: 'https://www.seguros-meseta.example' },
      { name: 'Logística Corredor del Henares', url: 'https://www.logistica-henares.example' },
      { name: 'Telecom Manzanares', url: 'https://www.telecom-manzanares.example' },
      { name: 'Almacenes Gran Vía', url: 'https://www.almacenes-granvia.example' },
      { name: 'Energía Guadarrama', url: 'https://www.energia-guadarrama.example' },
      { name: 'Hospitales del Retiro', url: 'https://www.hospitales-retiro.example' },
    ],
    contact: { email: 'madrid@dav-group.example', phone: '+34 915 550 123' },
  },
  // ---------------------------------------------------------------- Montréal / Québec
  {
    slug: 'dav-montreal',
    coordinates: { latitude: 45.5017, longitude: -73.5706 },
    address: { street: '1200 avenue McGill College', postalCode: 'H3B 4G7', city: 'Montréal' },
    transport: [
      { mode: 'metro', line: '1 – Verte', stop: 'McGill' },
      { mode: 'bus', line: '15', stop: 'Sainte-Catherine / McGill College' },
      { mode: 'bike', line: 'BIXI', stop: 'McGill College / Sainte-Catherine' },
    ],
    intro: {
      fr: 'Data, IA, cloud et systèmes embarqués pour l’aérospatiale, l’énergie, l’assurance et le jeu vidéo au Québec.',
      en: 'Data, AI, cloud and embedded systems for aerospace, energy, insurance and video game companies in Quebec.',
      es: 'Datos, IA, cloud y sistemas embebidos para la industria aeroespacial, la energía, los seguros y los videojuegos en Quebec.',
      de: 'Daten, KI, Cloud und Embedded Systems für Luft- und Raumfahrt, Energie, Versicherungen und Videospiele in Québec.',
    },
    presentation: {
      fr: [
        'DAV Montréal compte 65 professionnels : 50 au centre-ville de Montréal, avenue McGill College, et 15 dans la ville de Québec, où l’équipe travaille surtout avec les assureurs et les organismes publics. La filiale intervient aussi auprès des entreprises de l’aérospatiale, de l’énergie et du jeu vidéo, en français comme en anglais.',
        'Projet type : pour un distributeur d’énergie, nous avons déployé sur une plateforme cloud des modèles de prévision de la demande, alimentés par les données des compteurs et de la météo. Pour un équipementier aérospatial, notre équipe embarquée développe le logiciel de contrôle d’un système de dégivrage, en lien étroit avec les ingénieurs d’essais du client.',
      ],
      en: [
        'DAV Montreal has 65 professionals: 50 in downtown Montreal, on McGill College Avenue, and 15 in Québec City, where the team works mainly with insurers and public agencies. The subsidiary also serves aerospace, energy and video game companies, working in both French and English.',
        'A typical project: for an energy distributor, we deployed demand forecasting models on a cloud platform, fed by smart meter and weather data. For an aerospace supplier, our embedded systems team is developing the control software for a de-icing system, working closely with the client’s test engineers.',
      ],
      es: [
        'DAV Montreal cuenta con 65 profesionales: 50 en el centro de Montreal, en la avenida McGill College, y 15 en la ciudad de Quebec, donde el equipo trabaja sobre todo con aseguradoras y organismos públicos. La filial también colabora con empresas aeroespaciales, energéticas y de videojuegos, tanto en francés como en inglés.',
        'Un proyecto tipo: para una distribuidora de energía, desplegamos en una plataforma cloud modelos de previsión de la demanda alimentados con datos de contadores inteligentes y meteorológicos. Para un proveedor aeroespacial, nuestro equipo de sistemas embebidos desarrolla el software de control de un sistema antihielo, en estrecha relación con los ingenieros de ensayos del cliente.',
      ],
      de: [
        'DAV Montréal beschäftigt 65 Fachleute: 50 in der Innenstadt von Montréal an der Avenue McGill College und 15 in Québec-Stadt, wo das Team vor allem mit Versicherern und öffentlichen Stellen arbeitet. Die Tochtergesellschaft betreut außerdem Unternehmen aus Luft- und Raumfahrt, Energie und Videospielbranche, auf Französisch wie auf Englisch.',
        'Ein typisches Projekt: Für einen Energieversorger haben wir Modelle zur Nachfrageprognose auf einer Cloud-Plattform bereitgestellt, gespeist aus Daten von Smart Metern und Wetterdiensten. Für einen Zulieferer der Luftfahrt entwickelt unser Embedded-Team die Steuerungssoftware eines Enteisungssystems, in enger Abstimmung mit den Testingenieuren des Kunden.',
      ],
    },
    expertises: ['data-ai', 'cloud-devops', 'embedded-systems'],
    clients: [
      { name: 'Aérospatiale Saint-Laurent', url: 'https://www.aerospatiale-saint-laurent.example' },
      { name: 'Énergie Boréale Distribution', url: 'https://www.energie-boreale.example' },
      { name: 'Assurances Cap-Diamant', url: 'https://www.assurances-cap-diamant.example' },
      { name: 'Studio Plateau Interactif', url: 'https://www.studio-plateau.example' },
      { name: 'Coopérative laitière des Laurentides', url: 'https://www.laitiere-laurentides.example' },
      { name: 'Maritime Charlevoix', url: 'https://www.maritime-charlevoix.example' },
    ],
    contact: { email: 'montreal@dav-group.example', phone: '+1 514 555 0148' },
  },
];

/** DAV Lyon's know-more strip (docs/product.md#subsidiaries): two pages of the site and a partner's site. */
export const LYON_KNOW_MORE: Record<Locale, { title: string; items: [string, string][] }> = {
  fr: {
    title: 'Pour aller plus loin',
    items: [
      ['Nos offres à Lyon et Grenoble', '/nos-offres?subsidiary=dav-lyon'],
      ['Les actualités du groupe', '/blog'],
      ['Le campus de la Presqu’île à Grenoble', 'https://www.presquile-grenoble.example'],
    ],
  },
  en: {
    title: 'Find out more',
    items: [
      ['Our jobs in Lyon and Grenoble', '/nos-offres?subsidiary=dav-lyon'],
      ['News from the group', '/blog'],
      ['The Presqu’île campus in Grenoble', 'https://www.presquile-grenoble.example'],
    ],
  },
  es: {
    title: 'Para saber más',
    items: [
      ['Nuestras ofertas en Lyon y Grenoble', '/nos-offres?subsidiary=dav-lyon'],
      ['Las noticias del grupo', '/blog'],
      ['El campus de la Presqu’île en Grenoble', 'https://www.presquile-grenoble.example'],
    ],
  },
  de: {
    title: 'Mehr erfahren',
    items: [
      ['Unsere Stellen in Lyon und Grenoble', '/nos-offres?subsidiary=dav-lyon'],
      ['Neuigkeiten der Gruppe', '/blog'],
      ['Der Campus Presqu’île in Grenoble', 'https://www.presquile-grenoble.example'],
    ],
  },
};
