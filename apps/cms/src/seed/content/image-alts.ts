import type { Localized } from './types';

const background = (n: number): Localized<string> => ({
  fr: `Motif abstrait aux couleurs de DAV, variante ${n}`,
  en: `Abstract pattern in DAV colours, variant ${n}`,
  es: `Motivo abstracto con los colores de DAV, variante ${n}`,
  de: `Abstraktes Muster in den Farben von DAV, Variante ${n}`,
});

const cover = (fr: string, en: string, es: string, de: string): Localized<string> => ({
  fr: `Illustration abstraite : ${fr}`,
  en: `Abstract illustration: ${en}`,
  es: `Ilustración abstracta: ${es}`,
  de: `Abstrakte Illustration: ${de}`,
});

/** Alt text of every seed image, in the four languages. */
export const IMAGE_ALTS: Record<string, Localized<string>> = {
  'certification-iso': {
    fr: 'Certification ISO 27001 : sécurité de l’information',
    en: 'ISO 27001 certification: information security',
    es: 'Certificación ISO 27001: seguridad de la información',
    de: 'ISO-27001-Zertifizierung: Informationssicherheit',
  },
  'certification-quality': {
    fr: 'Certification qualité des actions de formation',
    en: 'Quality certification for training programmes',
    es: 'Certificación de calidad de las acciones formativas',
    de: 'Qualitätszertifizierung für Weiterbildungsangebote',
  },
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`footer-${n}`, background(n)])),
  'share-default': {
    fr: 'DAV, groupe de conseil et de services informatiques',
    en: 'DAV, IT consulting and services group',
    es: 'DAV, grupo de consultoría y servicios informáticos',
    de: 'DAV, IT-Beratungs- und Dienstleistungsgruppe',
  },
  'not-found': {
    fr: 'Un astronaute perdu dans l’espace',
    en: 'An astronaut lost in space',
    es: 'Un astronauta perdido en el espacio',
    de: 'Ein im Weltraum verirrter Astronaut',
  },
  'mascot-hello': {
    fr: 'Dav, le petit robot mascotte du groupe, souriant',
    en: 'Dav, the group’s little robot mascot, smiling',
    es: 'Dav, el pequeño robot mascota del grupo, sonriendo',
    de: 'Dav, der kleine Roboter und das Maskottchen der Gruppe, lächelnd',
  },
  'mascot-waving': {
    fr: 'Dav, le petit robot mascotte, fait coucou de la main',
    en: 'Dav, the little robot mascot, waving hello',
    es: 'Dav, el pequeño robot mascota, saluda con la mano',
    de: 'Dav, der kleine Roboter und das Maskottchen, winkt zur Begrüßung',
  },
  team: {
    fr: 'L’équipe DAV réunie dans les locaux lyonnais',
    en: 'The DAV team gathered in the Lyon office',
    es: 'El equipo de DAV reunido en la oficina de Lyon',
    de: 'Das DAV-Team im Büro in Lyon',
  },
  'coworking-open-space': {
    fr: 'L’open space du coworking, baigné de lumière',
    en: 'The sunlit open space of the coworking area',
    es: 'El espacio abierto del coworking, lleno de luz',
    de: 'Der lichtdurchflutete Open Space des Coworkings',
  },
  'coworking-meeting-room': {
    fr: 'La salle de réunion du coworking',
    en: 'The coworking meeting room',
    es: 'La sala de reuniones del coworking',
    de: 'Der Besprechungsraum des Coworkings',
  },
  'coworking-lounge': {
    fr: 'L’espace détente du coworking',
    en: 'The coworking lounge',
    es: 'La zona de descanso del coworking',
    de: 'Die Lounge des Coworkings',
  },
  'post-news': cover('actualités du groupe', 'group news', 'noticias del grupo', 'Neuigkeiten der Gruppe'),
  'post-events': cover('événements', 'events', 'eventos', 'Veranstaltungen'),
  'post-tech': cover('articles techniques', 'technical articles', 'artículos técnicos', 'Fachartikel'),
  'post-careers': cover('carrières', 'careers', 'carreras', 'Karriere'),
  'video-poster': {
    fr: 'Un carré bleu clair sur fond bleu nuit, avec un bouton de lecture',
    en: 'A light blue square on a navy background, with a play button',
    es: 'Un cuadrado azul claro sobre fondo azul marino, con un botón de reproducción',
    de: 'Ein hellblaues Quadrat auf dunkelblauem Grund, mit einer Wiedergabetaste',
  },
};
