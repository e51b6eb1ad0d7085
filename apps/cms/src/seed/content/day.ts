import type { DayProductKind } from '@dav/rules';
import type { Localized } from './types';

/** A product of the day-at-DAV seed: its picture is drawn (hue, shape) and its alt text is its title. */
export interface SeedDayProduct {
  key: string;
  kind: DayProductKind;
  title: Localized<string>;
  text: Localized<string>;
  hue: number;
  /** Rooms only: euros excl. VAT per day. */
  pricePerDay?: number;
}

const L = (fr: string, en: string, es: string, de: string): Localized<string> => ({ fr, en, es, de });

export const SEED_DAY_INTRO = {
  title: L(
    'Composez votre journée chez DAV',
    'Plan your day at DAV',
    'Organice su jornada en DAV',
    'Planen Sie Ihren Tag bei DAV',
  ),
  text: L(
    'Un séminaire, un atelier ou une journée d’équipe : choisissez vos thèmes, une salle, le déjeuner et quelques goodies, puis envoyez-nous votre demande.',
    'A seminar, a workshop or a team day: choose your themes, a room, lunch and a few goodies, then send us your request.',
    'Un seminario, un taller o una jornada de equipo: elija sus temas, una sala, el almuerzo y algunos regalos, y envíenos su solicitud.',
    'Ein Seminar, ein Workshop oder ein Teamtag: Wählen Sie Ihre Themen, einen Raum, das Mittagessen und ein paar Goodies und senden Sie uns Ihre Anfrage.',
  ),
};

export const SEED_DAY_PRODUCTS: SeedDayProduct[] = [
  {
    key: 'theme-innovation',
    kind: 'theme',
    hue: 210,
    title: L('Innovation', 'Innovation', 'Innovación', 'Innovation'),
    text: L(
      'Un atelier pour faire émerger et prioriser vos idées.',
      'A workshop to bring out and rank your ideas.',
      'Un taller para hacer surgir y priorizar sus ideas.',
      'Ein Workshop, um Ihre Ideen zu entwickeln und zu priorisieren.',
    ),
  },
  {
    key: 'theme-cybersecurity',
    kind: 'theme',
    hue: 0,
    title: L('Cybersécurité', 'Cybersecurity', 'Ciberseguridad', 'Cybersicherheit'),
    text: L(
      'Les bons réflexes face aux menaces, avec nos experts.',
      'The right reflexes against threats, with our experts.',
      'Los buenos reflejos ante las amenazas, con nuestros expertos.',
      'Die richtigen Reflexe gegen Bedrohungen, mit unseren Experten.',
    ),
  },
  {
    key: 'theme-data',
    kind: 'theme',
    hue: 160,
    title: L('Données et IA', 'Data and AI', 'Datos e IA', 'Daten und KI'),
    text: L(
      'Comprendre ce que vos données peuvent apporter.',
      'Understand what your data can bring.',
      'Entender lo que sus datos pueden aportar.',
      'Verstehen, was Ihre Daten leisten können.',
    ),
  },
  {
    key: 'theme-team',
    kind: 'theme',
    hue: 40,
    title: L('Cohésion d’équipe', 'Team building', 'Cohesión de equipo', 'Teambuilding'),
    text: L(
      'Des jeux et des défis pour mieux travailler ensemble.',
      'Games and challenges to work better together.',
      'Juegos y retos para trabajar mejor juntos.',
      'Spiele und Herausforderungen für eine bessere Zusammenarbeit.',
    ),
  },
  {
    key: 'room-agora',
    kind: 'room',
    hue: 200,
    pricePerDay: 450,
    title: L('Salle Agora', 'Agora room', 'Sala Ágora', 'Raum Agora'),
    text: L(
      'Jusqu’à 40 personnes, écran et sonorisation.',
      'Up to 40 people, screen and sound system.',
      'Hasta 40 personas, pantalla y sonido.',
      'Bis zu 40 Personen, Leinwand und Tonanlage.',
    ),
  },
  {
    key: 'room-atelier',
    kind: 'room',
    hue: 30,
    pricePerDay: 250,
    title: L('Salle Atelier', 'Workshop room', 'Sala Taller', 'Werkstattraum'),
    text: L(
      'Jusqu’à 15 personnes, murs inscriptibles.',
      'Up to 15 people, writable walls.',
      'Hasta 15 personas, paredes para escribir.',
      'Bis zu 15 Personen, beschreibbare Wände.',
    ),
  },
  {
    key: 'room-terrasse',
    kind: 'room',
    hue: 120,
    pricePerDay: 320,
    title: L('Salle Terrasse', 'Terrace room', 'Sala Terraza', 'Terrassenraum'),
    text: L(
      'Jusqu’à 20 personnes, ouverte sur le jardin.',
      'Up to 20 people, opening onto the garden.',
      'Hasta 20 personas, abierta al jardín.',
      'Bis zu 20 Personen, zum Garten hin offen.',
    ),
  },
  {
    key: 'lunch-buffet',
    kind: 'lunch',
    hue: 20,
    title: L('Buffet lyonnais', 'Lyon buffet', 'Bufé lionés', 'Lyoner Buffet'),
    text: L(
      'Produits locaux et de saison.',
      'Local, seasonal produce.',
      'Productos locales y de temporada.',
      'Regionale Produkte der Saison.',
    ),
  },
  {
    key: 'lunch-veggie',
    kind: 'lunch',
    hue: 100,
    title: L('Plateau végétarien', 'Vegetarian tray', 'Bandeja vegetariana', 'Vegetarisches Tablett'),
    text: L(
      'Entrée, plat et dessert sans viande.',
      'Starter, main course and dessert, meat-free.',
      'Entrante, plato y postre sin carne.',
      'Vorspeise, Hauptgang und Dessert ohne Fleisch.',
    ),
  },
  {
    key: 'lunch-foodtruck',
    kind: 'lunch',
    hue: 270,
    title: L('Food truck', 'Food truck', 'Food truck', 'Foodtruck'),
    text: L(
      'Un food truck dans la cour, au choix du jour.',
      'A food truck in the courtyard, the dish of the day.',
      'Un food truck en el patio, el plato del día.',
      'Ein Foodtruck im Hof, mit dem Gericht des Tages.',
    ),
  },
  {
    key: 'goodie-mug',
    kind: 'goodie',
    hue: 190,
    title: L('Mug DAV', 'DAV mug', 'Taza DAV', 'DAV-Becher'),
    text: L('En céramique, 33 cl.', 'Ceramic, 33 cl.', 'De cerámica, 33 cl.', 'Keramik, 33 cl.'),
  },
  {
    key: 'goodie-notebook',
    kind: 'goodie',
    hue: 330,
    title: L('Carnet', 'Notebook', 'Cuaderno', 'Notizbuch'),
    text: L(
      'Papier recyclé, 96 pages.',
      'Recycled paper, 96 pages.',
      'Papel reciclado, 96 páginas.',
      'Recyclingpapier, 96 Seiten.',
    ),
  },
  {
    key: 'goodie-tote',
    kind: 'goodie',
    hue: 60,
    title: L('Tote bag', 'Tote bag', 'Bolsa de tela', 'Stofftasche'),
    text: L('En coton bio.', 'Organic cotton.', 'De algodón orgánico.', 'Aus Bio-Baumwolle.'),
  },
];
