import type { AssistantScript, MediaItem } from '@dav/contract';

/** A small script in the shape the CMS serves, for the unit tests. */
export const video = (name: string): MediaItem => ({
  type: 'video',
  url: `/media/${name}.mp4`,
  alt: name,
  width: null,
  height: null,
  mimeType: 'video/mp4',
  captions: null,
  poster: null,
});

export const testScript: AssistantScript = {
  mascotName: 'Dav',
  greetings: ['Bonjour !', 'Je suis Dav.'],
  nameQuestion: 'Comment vous appelez-vous ?',
  anonymousName: 'mystérieux(se) inconnu(e)',
  offensiveNameReply: "Joli nom d'oiseau",
  nameReply: ['Enchanté {username} !', 'Que buvez-vous ?'],
  drinks: [
    {
      label: 'Un thé',
      role: 'button',
      userMessage: 'Un thé, s’il vous plaît',
      botMessages: [{ message: 'Voici votre thé, {username}.', media: null }],
      background: video('tea'),
    },
  ],
  entries: [
    {
      label: 'Les offres',
      role: 'button',
      userMessage: 'Je cherche un emploi',
      botMessages: [{ message: 'Regardez nos offres.', media: null }],
      background: null,
    },
  ],
  unavailable: {
    message: 'Je ne peux pas répondre pour le moment.',
    ctas: [
      {
        label: 'Nous contacter',
        role: 'link',
        url: '/contactez-nous',
        external: false,
        userMessage: null,
        botMessages: [],
      },
    ],
    redirection: null,
    media: null,
  },
  background: null,
};
