import { MASCOT_NAME } from '../home';
import type { Localized } from '../types';
import type { SeedBotAnswer } from './types';

/** A drink or a scripted entry: the visitor's message, then the bot's. */
export interface SeedScriptedEntry {
  key: string;
  label: string;
  userMessage: string;
  botMessages: string[];
}

/** The assistant global as first seeded (docs/product.md#the-assistant), per language. */
export interface SeedAssistantScript {
  greetings: string[];
  nameQuestion: string;
  anonymousName: string;
  offensiveNameReply: string;
  nameReply: string[];
  drinks: SeedScriptedEntry[];
  entries: SeedScriptedEntry[];
  fallback: SeedBotAnswer[];
  idle: SeedBotAnswer[];
  unavailable: SeedBotAnswer[];
  rudeness: SeedBotAnswer[];
}

export const SEED_MASCOT_NAME = MASCOT_NAME;

const CONTACT = '/contactez-nous';
const OFFERS = '/nos-offres';
const SUBSIDIARIES = '/nos-filiales';

export const SEED_ASSISTANT: Localized<SeedAssistantScript> = {
  fr: {
    greetings: [`Bonjour ! Je suis ${MASCOT_NAME}, l’assistant du groupe.`, 'Ravi de vous voir par ici.'],
    nameQuestion: 'Comment vous appelez-vous ?',
    anonymousName: 'mystérieux(se) inconnu(e)',
    offensiveNameReply: "Joli nom d'oiseau",
    nameReply: ['Enchanté {username} !', 'Que puis-je vous servir à boire ?'],
    drinks: [
      {
        key: 'tea',
        label: 'Un thé',
        userMessage: 'Un thé, s’il vous plaît.',
        botMessages: ['Et un thé bien chaud, un !', 'Que puis-je faire pour vous ?'],
      },
      {
        key: 'water',
        label: 'De l’eau',
        userMessage: 'Un verre d’eau, merci.',
        botMessages: ['Un verre d’eau fraîche, voilà.', 'Que puis-je faire pour vous ?'],
      },
      {
        key: 'tomato',
        label: 'Un jus de tomate',
        userMessage: 'Un jus de tomate !',
        botMessages: ['Un jus de tomate, fin connaisseur !', 'Que puis-je faire pour vous ?'],
      },
    ],
    entries: [
      {
        key: 'job',
        label: 'Je cherche un emploi',
        userMessage: 'Je cherche un emploi.',
        botMessages: [
          'Bonne nouvelle, nous recrutons ! Dites-moi quel métier vous intéresse et dans quelle ville.',
        ],
      },
      {
        key: 'project',
        label: 'J’ai un projet',
        userMessage: 'J’ai un projet.',
        botMessages: ['Avec plaisir ! Décrivez-moi votre projet, ou écrivez-nous depuis la page contact.'],
      },
      {
        key: 'where',
        label: 'Où êtes-vous ?',
        userMessage: 'Où êtes-vous ?',
        botMessages: ['Nos filiales sont en France et ailleurs : demandez-moi une ville.'],
      },
    ],
    fallback: [
      {
        message:
          'Je n’ai pas bien compris, {username}. Pouvez-vous reformuler ? Notre équipe peut aussi vous répondre.',
        ctas: [{ label: 'Nous contacter', url: CONTACT }],
      },
    ],
    idle: [
      {
        message: 'Toujours là, {username} ? Je peux vous aider à trouver une offre ou une filiale.',
        ctas: [
          { label: 'Voir les offres', url: OFFERS },
          { label: 'Nos filiales', url: SUBSIDIARIES },
        ],
      },
    ],
    unavailable: [
      {
        message: 'Je ne peux pas répondre pour le moment. Écrivez-nous, nous vous répondrons vite.',
        ctas: [{ label: 'Nous contacter', url: CONTACT }],
      },
    ],
    rudeness: [{ message: 'Restons courtois, s’il vous plaît. Comment puis-je vous aider ?' }],
  },
  en: {
    greetings: [`Hello! I’m ${MASCOT_NAME}, the group’s assistant.`, 'Nice to see you here.'],
    nameQuestion: 'What’s your name?',
    anonymousName: 'mysterious stranger',
    offensiveNameReply: 'What a colourful name!',
    nameReply: ['Nice to meet you, {username}!', 'What can I get you to drink?'],
    drinks: [
      {
        key: 'tea',
        label: 'Tea',
        userMessage: 'A cup of tea, please.',
        botMessages: ['One hot cup of tea, coming up!', 'How can I help you?'],
      },
      {
        key: 'water',
        label: 'Water',
        userMessage: 'A glass of water, thanks.',
        botMessages: ['A glass of fresh water, there you go.', 'How can I help you?'],
      },
      {
        key: 'tomato',
        label: 'Tomato juice',
        userMessage: 'A tomato juice!',
        botMessages: ['A tomato juice: a connoisseur!', 'How can I help you?'],
      },
    ],
    entries: [
      {
        key: 'job',
        label: 'I’m looking for a job',
        userMessage: 'I’m looking for a job.',
        botMessages: ['Good news, we are hiring! Tell me which job interests you and in which city.'],
      },
      {
        key: 'project',
        label: 'I have a project',
        userMessage: 'I have a project.',
        botMessages: ['With pleasure! Tell me about your project, or write to us from the contact page.'],
      },
      {
        key: 'where',
        label: 'Where are you?',
        userMessage: 'Where are you?',
        botMessages: ['Our subsidiaries are in France and beyond: ask me about a city.'],
      },
    ],
    fallback: [
      {
        message: 'I didn’t quite get that, {username}. Could you rephrase? Our team can answer you too.',
        ctas: [{ label: 'Contact us', url: CONTACT }],
      },
    ],
    idle: [
      {
        message: 'Still there, {username}? I can help you find a job offer or a subsidiary.',
        ctas: [
          { label: 'See the offers', url: OFFERS },
          { label: 'Our subsidiaries', url: SUBSIDIARIES },
        ],
      },
    ],
    unavailable: [
      {
        message: 'I can’t answer right now. Write to us and we’ll get back to you soon.',
        ctas: [{ label: 'Contact us', url: CONTACT }],
      },
    ],
    rudeness: [{ message: 'Let’s keep it friendly, please. How can I help you?' }],
  },
  es: {
    greetings: [`¡Hola! Soy ${MASCOT_NAME}, el asistente del grupo.`, 'Me alegra verle por aquí.'],
    nameQuestion: '¿Cómo se llama?',
    anonymousName: 'misterioso(a) desconocido(a)',
    offensiveNameReply: '¡Vaya nombrecito!',
    nameReply: ['¡Encantado, {username}!', '¿Qué le sirvo de beber?'],
    drinks: [
      {
        key: 'tea',
        label: 'Un té',
        userMessage: 'Un té, por favor.',
        botMessages: ['¡Marchando un té bien caliente!', '¿En qué puedo ayudarle?'],
      },
      {
        key: 'water',
        label: 'Agua',
        userMessage: 'Un vaso de agua, gracias.',
        botMessages: ['Un vaso de agua fresca, aquí tiene.', '¿En qué puedo ayudarle?'],
      },
      {
        key: 'tomato',
        label: 'Un zumo de tomate',
        userMessage: '¡Un zumo de tomate!',
        botMessages: ['Un zumo de tomate: ¡todo un entendido!', '¿En qué puedo ayudarle?'],
      },
    ],
    entries: [
      {
        key: 'job',
        label: 'Busco trabajo',
        userMessage: 'Busco trabajo.',
        botMessages: [
          '¡Buenas noticias, estamos contratando! Dígame qué puesto le interesa y en qué ciudad.',
        ],
      },
      {
        key: 'project',
        label: 'Tengo un proyecto',
        userMessage: 'Tengo un proyecto.',
        botMessages: ['¡Con mucho gusto! Cuénteme su proyecto o escríbanos desde la página de contacto.'],
      },
      {
        key: 'where',
        label: '¿Dónde están?',
        userMessage: '¿Dónde están?',
        botMessages: ['Nuestras filiales están en Francia y en otros países: pregúnteme por una ciudad.'],
      },
    ],
    fallback: [
      {
        message:
          'No lo he entendido bien, {username}. ¿Puede reformularlo? Nuestro equipo también puede responderle.',
        ctas: [{ label: 'Contactar', url: CONTACT }],
      },
    ],
    idle: [
      {
        message: '¿Sigue ahí, {username}? Puedo ayudarle a encontrar una oferta o una filial.',
        ctas: [
          { label: 'Ver las ofertas', url: OFFERS },
          { label: 'Nuestras filiales', url: SUBSIDIARIES },
        ],
      },
    ],
    unavailable: [
      {
        message: 'No puedo responder ahora mismo. Escríbanos y le responderemos pronto.',
        ctas: [{ label: 'Contactar', url: CONTACT }],
      },
    ],
    rudeness: [{ message: 'Mantengamos la cortesía, por favor. ¿En qué puedo ayudarle?' }],
  },
  de: {
    greetings: [`Hallo! Ich bin ${MASCOT_NAME}, der Assistent der Gruppe.`, 'Schön, dass Sie da sind.'],
    nameQuestion: 'Wie heißen Sie?',
    anonymousName: 'geheimnisvolle(r) Unbekannte(r)',
    offensiveNameReply: 'Was für ein Schimpfname!',
    nameReply: ['Freut mich, {username}!', 'Was darf ich Ihnen zu trinken bringen?'],
    drinks: [
      {
        key: 'tea',
        label: 'Einen Tee',
        userMessage: 'Einen Tee, bitte.',
        botMessages: ['Ein heißer Tee, kommt sofort!', 'Wie kann ich Ihnen helfen?'],
      },
      {
        key: 'water',
        label: 'Wasser',
        userMessage: 'Ein Glas Wasser, danke.',
        botMessages: ['Ein Glas frisches Wasser, bitte sehr.', 'Wie kann ich Ihnen helfen?'],
      },
      {
        key: 'tomato',
        label: 'Einen Tomatensaft',
        userMessage: 'Einen Tomatensaft!',
        botMessages: ['Ein Tomatensaft: Sie sind ein Kenner!', 'Wie kann ich Ihnen helfen?'],
      },
    ],
    entries: [
      {
        key: 'job',
        label: 'Ich suche eine Stelle',
        userMessage: 'Ich suche eine Stelle.',
        botMessages: [
          'Gute Nachricht, wir stellen ein! Sagen Sie mir, welcher Beruf Sie interessiert und in welcher Stadt.',
        ],
      },
      {
        key: 'project',
        label: 'Ich habe ein Projekt',
        userMessage: 'Ich habe ein Projekt.',
        botMessages: [
          'Sehr gern! Erzählen Sie mir von Ihrem Projekt oder schreiben Sie uns über die Kontaktseite.',
        ],
      },
      {
        key: 'where',
        label: 'Wo sind Sie?',
        userMessage: 'Wo sind Sie?',
        botMessages: [
          'Unsere Tochtergesellschaften sind in Frankreich und darüber hinaus: fragen Sie mich nach einer Stadt.',
        ],
      },
    ],
    fallback: [
      {
        message:
          'Das habe ich nicht ganz verstanden, {username}. Können Sie es anders sagen? Unser Team antwortet Ihnen auch gern.',
        ctas: [{ label: 'Kontakt', url: CONTACT }],
      },
    ],
    idle: [
      {
        message:
          'Noch da, {username}? Ich helfe Ihnen, ein Stellenangebot oder eine Tochtergesellschaft zu finden.',
        ctas: [
          { label: 'Angebote ansehen', url: OFFERS },
          { label: 'Unsere Tochtergesellschaften', url: SUBSIDIARIES },
        ],
      },
    ],
    unavailable: [
      {
        message: 'Ich kann gerade nicht antworten. Schreiben Sie uns, wir melden uns bald.',
        ctas: [{ label: 'Kontakt', url: CONTACT }],
      },
    ],
    rudeness: [{ message: 'Bleiben wir bitte freundlich. Wie kann ich Ihnen helfen?' }],
  },
};
