import type { Locale } from '@dav/contract';
import type { SeedBotCta, SeedIntent } from './types';

/*
 * Who the mascot is, and small talk: answered kindly, never redirected, each with links to what
 * visitors most often come for, so the conversation goes somewhere.
 */

const USEFUL: Record<Locale, SeedBotCta[]> = {
  fr: [
    { label: 'Voir les offres', url: '/nos-offres' },
    { label: 'Soumettre un projet', url: '/contactez-nous?youare=customer' },
  ],
  en: [
    { label: 'See the job offers', url: '/nos-offres' },
    { label: 'Submit a project', url: '/contactez-nous?youare=customer' },
  ],
  es: [
    { label: 'Ver las ofertas', url: '/nos-offres' },
    { label: 'Presentar un proyecto', url: '/contactez-nous?youare=customer' },
  ],
  de: [
    { label: 'Zu den Stellenangeboten', url: '/nos-offres' },
    { label: 'Projekt einreichen', url: '/contactez-nous?youare=customer' },
  ],
};

/** An intent whose answer is one message followed by the useful links. */
const smallTalk = (
  key: string,
  text: Record<Locale, { examples: string[]; message: string }>,
): SeedIntent => ({
  key,
  kind: 'static',
  text: {
    fr: { examples: text.fr.examples, answer: [{ message: text.fr.message, ctas: USEFUL.fr }] },
    en: { examples: text.en.examples, answer: [{ message: text.en.message, ctas: USEFUL.en }] },
    es: { examples: text.es.examples, answer: [{ message: text.es.message, ctas: USEFUL.es }] },
    de: { examples: text.de.examples, answer: [{ message: text.de.message, ctas: USEFUL.de }] },
  },
});

const mascot = smallTalk('mascot', {
  fr: {
    examples: [
      'Qui es-tu ?',
      'Comment tu t’appelles ?',
      'Tu es qui ?',
      'Vous êtes un robot ?',
      'Tu es humain ?',
      'C’est quoi ton nom ?',
      'Tu es une intelligence artificielle ?',
      'Qui êtes-vous, l’assistant ?',
    ],
    message:
      'Je suis Dav, l’assistant du groupe DAV : un petit robot qui connaît nos offres, nos filiales et nos services. Que puis-je faire pour vous, {username} ?',
  },
  en: {
    examples: [
      'Who are you?',
      'What’s your name?',
      'Are you a robot?',
      'Are you human?',
      'Are you an AI?',
      'What are you?',
      'Who am I talking to?',
      'Are you a chatbot?',
    ],
    message:
      'I’m Dav, the DAV group’s assistant: a little robot who knows our job offers, our subsidiaries and our services. What can I do for you, {username}?',
  },
  es: {
    examples: [
      '¿Quién eres?',
      '¿Cómo te llamas?',
      '¿Eres un robot o una persona?',
      '¿Eres humano?',
      '¿Eres una inteligencia artificial?',
      '¿Qué eres?',
      '¿Con quién hablo?',
      '¿Eres un chatbot?',
    ],
    message:
      'Soy Dav, el asistente del grupo DAV: un pequeño robot que conoce nuestras ofertas, nuestras filiales y nuestros servicios. ¿Qué puedo hacer por usted, {username}?',
  },
  de: {
    examples: [
      'Wer bist du eigentlich?',
      'Wie heißt du?',
      'Bist du ein Roboter?',
      'Bist du ein Mensch?',
      'Bist du eine künstliche Intelligenz?',
      'Was bist du?',
      'Mit wem spreche ich?',
      'Bist du ein Chatbot?',
    ],
    message:
      'Ich bin Dav, der Assistent der DAV-Gruppe: ein kleiner Roboter, der unsere Stellenangebote, Tochtergesellschaften und Leistungen kennt. Was kann ich für Sie tun, {username}?',
  },
});

const hello = smallTalk('hello', {
  fr: {
    examples: ['Bonjour', 'Salut Dav', 'Coucou', 'Hello', 'Bonjour Dav', 'Bonsoir', 'Hey', 'Yo'],
    message: 'Bonjour {username} ! Une offre d’emploi, un projet, nos filiales : que cherchez-vous ?',
  },
  en: {
    examples: ['Hello', 'Hi', 'Hey', 'Hi Dav', 'Good morning', 'Good afternoon', 'Hiya', 'Howdy'],
    message: 'Hello {username}! A job, a project, our offices: what are you looking for?',
  },
  es: {
    examples: [
      'Hola, buenas',
      'Buenos días',
      'Buenas',
      'Hola Dav',
      'Buenas noches',
      'Hey',
      'Qué tal, hola',
      'Saludos',
    ],
    message: '¡Hola, {username}! Una oferta de empleo, un proyecto, nuestras filiales: ¿qué busca?',
  },
  de: {
    examples: [
      'Hallo zusammen',
      'Guten Tag',
      'Hi',
      'Hallo Dav',
      'Guten Morgen',
      'Servus',
      'Moin',
      'Grüß Gott',
    ],
    message: 'Hallo {username}! Ein Job, ein Projekt, unsere Standorte: Was suchen Sie?',
  },
});

const thanks = smallTalk('thanks', {
  fr: {
    examples: [
      'Merci',
      'Merci beaucoup Dav',
      'Merci pour ton aide',
      'Super, merci !',
      'Parfait, merci',
      'Je vous remercie',
      'Merci bien',
      'Top merci',
    ],
    message: 'Avec plaisir, {username} ! Autre chose ?',
  },
  en: {
    examples: [
      'Thanks',
      'Thank you very much',
      'Thanks for your help',
      'Great, thanks!',
      'Perfect, thank you',
      'Cheers',
      'Many thanks',
      'Thank you Dav',
    ],
    message: 'My pleasure, {username}! Anything else?',
  },
  es: {
    examples: [
      'Gracias',
      'Muchísimas gracias',
      'Gracias por tu ayuda',
      '¡Genial, gracias!',
      'Perfecto, gracias',
      'Te lo agradezco',
      'Mil gracias',
      'Gracias Dav',
    ],
    message: '¡Con mucho gusto, {username}! ¿Algo más?',
  },
  de: {
    examples: [
      'Danke',
      'Danke schön',
      'Danke für deine Hilfe',
      'Super, danke!',
      'Perfekt, vielen Dank',
      'Dankeschön',
      'Besten Dank',
      'Danke Dav',
    ],
    message: 'Gern geschehen, {username}! Noch etwas?',
  },
});

const bye = smallTalk('bye', {
  fr: {
    examples: [
      'Allez, au revoir',
      'Salut, à bientôt',
      'Bonne journée',
      'À la prochaine',
      'Bye',
      'Ciao',
      'Bonne soirée',
      'À plus tard',
    ],
    message: 'À bientôt, {username} ! Je reste ici si vous avez besoin de moi.',
  },
  en: {
    examples: [
      'Goodbye for now',
      'Bye',
      'See you soon',
      'Have a nice day',
      'See you later',
      'Take care',
      'Good night',
      'Bye bye Dav',
    ],
    message: 'See you soon, {username}! I’m right here if you need me.',
  },
  es: {
    examples: [
      'Bueno, adiós',
      'Hasta pronto',
      'Que tengas buen día',
      'Nos vemos',
      'Chao',
      'Hasta la próxima',
      'Buenas noches, adiós',
      'Adiós Dav',
    ],
    message: '¡Hasta pronto, {username}! Aquí estaré si me necesita.',
  },
  de: {
    examples: [
      'Tschüss dann',
      'Auf Wiedersehen',
      'Bis später',
      'Schönen Tag noch',
      'Ciao',
      'Bis zum nächsten Mal',
      'Gute Nacht',
      'Tschüss Dav',
    ],
    message: 'Bis bald, {username}! Ich bin hier, wenn Sie mich brauchen.',
  },
});

const howAreYou = smallTalk('how-are-you', {
  fr: {
    examples: [
      'Comment ça va ?',
      'Ça va bien ?',
      'Comment allez-vous ?',
      'Tu vas bien ?',
      'Quoi de beau ?',
      'La forme ?',
      'Ça roule ?',
      'Comment tu vas aujourd’hui ?',
    ],
    message: 'Très bien, merci {username} ! Et je suis prêt à vous aider : que puis-je faire pour vous ?',
  },
  en: {
    examples: [
      'How are you?',
      'How are you today?',
      'Are you well?',
      'How’s your day?',
      'What’s up?',
      'You alright?',
      'How do you do?',
      'How have you been?',
    ],
    message: 'I’m very well, thank you {username}! And ready to help: what can I do for you?',
  },
  es: {
    examples: [
      '¿Cómo estás?',
      '¿Qué tal?',
      '¿Cómo está usted?',
      '¿Estás bien?',
      '¿Qué tal te va?',
      '¿Cómo te va hoy?',
      '¿Todo bien?',
      '¿Qué tal el día?',
    ],
    message: '¡Muy bien, gracias, {username}! Y listo para ayudarle: ¿qué puedo hacer por usted?',
  },
  de: {
    examples: [
      'Wie geht’s?',
      'Wie geht es Ihnen?',
      'Geht es dir gut?',
      'Alles klar bei dir?',
      'Wie läuft’s?',
      'Wie geht es dir heute?',
      'Na, wie geht’s so?',
      'Alles gut?',
    ],
    message: 'Sehr gut, danke, {username}! Und bereit zu helfen: Was kann ich für Sie tun?',
  },
});

export const SMALL_TALK_INTENTS: SeedIntent[] = [mascot, hello, thanks, bye, howAreYou];
