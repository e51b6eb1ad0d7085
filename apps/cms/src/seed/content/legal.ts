import type { SeedPage } from './types';

const PUBLISHER = 'DAV SAS, 12 quai Saint-Vincent, 69001 Lyon, France. RCS Lyon 000 000 000.';
const HOST = 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France.';

export const LEGAL_NOTICE: SeedPage = {
  key: 'legal-notice',
  template: 'default',
  text: {
    fr: {
      title: 'Mentions légales',
      slug: 'mentions-legales',
      seo: {
        title: 'Mentions légales | DAV',
        description: 'Éditeur, hébergeur et conditions d’utilisation du site DAV.',
      },
      content: [
        {
          blockType: 'text',
          title: 'Éditeur du site',
          body: `${PUBLISHER}\n\nDirecteur de la publication : le président de DAV SAS.`,
        },
        { blockType: 'text', title: 'Hébergement', body: HOST },
        {
          blockType: 'text',
          title: 'Propriété intellectuelle',
          body: 'Les contenus de ce site (textes, images, logos) sont la propriété de DAV ou de ses partenaires. Toute reproduction sans autorisation écrite est interdite.',
        },
      ],
    },
    en: {
      title: 'Legal notice',
      slug: 'legal-notice',
      seo: {
        title: 'Legal notice | DAV',
        description: 'Publisher, host and terms of use of the DAV website.',
      },
      content: [
        {
          blockType: 'text',
          title: 'Publisher',
          body: `${PUBLISHER}\n\nPublication director: the president of DAV SAS.`,
        },
        { blockType: 'text', title: 'Hosting', body: HOST },
        {
          blockType: 'text',
          title: 'Intellectual property',
          body: 'The content of this website (text, images, logos) belongs to DAV or its partners. Any reproduction without written permission is forbidden.',
        },
      ],
    },
    es: {
      title: 'Aviso legal',
      slug: 'aviso-legal',
      seo: {
        title: 'Aviso legal | DAV',
        description: 'Editor, alojamiento y condiciones de uso del sitio de DAV.',
      },
      content: [
        {
          blockType: 'text',
          title: 'Editor del sitio',
          body: `${PUBLISHER}\n\nDirector de la publicación: el presidente de DAV SAS.`,
        },
        { blockType: 'text', title: 'Alojamiento', body: HOST },
        {
          blockType: 'text',
          title: 'Propiedad intelectual',
          body: 'Los contenidos de este sitio (textos, imágenes, logotipos) son propiedad de DAV o de sus socios. Queda prohibida su reproducción sin autorización escrita.',
        },
      ],
    },
    de: {
      title: 'Impressum',
      slug: 'impressum',
      seo: {
        title: 'Impressum | DAV',
        description: 'Herausgeber, Hosting und Nutzungsbedingungen der DAV-Website.',
      },
      content: [
        {
          blockType: 'text',
          title: 'Herausgeber',
          body: `${PUBLISHER}\n\nVerantwortlich für den Inhalt: der Präsident der DAV SAS.`,
        },
        { blockType: 'text', title: 'Hosting', body: HOST },
        {
          blockType: 'text',
          title: 'Geistiges Eigentum',
          body: 'Die Inhalte dieser Website (Texte, Bilder, Logos) sind Eigentum von DAV oder seiner Partner. Jede Vervielfältigung ohne schriftliche Genehmigung ist untersagt.',
        },
      ],
    },
  },
};

export const PRIVACY_POLICY: SeedPage = {
  key: 'privacy-policy',
  template: 'default',
  text: {
    fr: {
      title: 'Politique de confidentialité',
      slug: 'politique-de-confidentialite',
      seo: {
        title: 'Politique de confidentialité | DAV',
        description: 'Comment DAV traite vos données personnelles.',
      },
      content: [
        {
          blockType: 'text',
          title: 'Données collectées',
          body: 'Nous collectons uniquement les données que vous nous transmettez via nos formulaires : contact, candidature, demande de devis.\n\nElles servent à répondre à votre demande et ne sont jamais revendues.',
        },
        {
          blockType: 'text',
          title: 'Vos droits',
          body: 'Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données. Écrivez à dpo@dav.example pour l’exercer.\n\nLes candidatures sont conservées deux ans au plus.',
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      slug: 'privacy-policy',
      seo: { title: 'Privacy policy | DAV', description: 'How DAV processes your personal data.' },
      content: [
        {
          blockType: 'text',
          title: 'Data we collect',
          body: 'We only collect the data you send us through our forms: contact requests, applications and quote requests.\n\nIt is used to answer your request and is never sold.',
        },
        {
          blockType: 'text',
          title: 'Your rights',
          body: 'You may access, correct, erase and port your data. Write to dpo@dav.example to do so.\n\nApplications are kept for two years at most.',
        },
      ],
    },
    es: {
      title: 'Política de privacidad',
      slug: 'politica-de-privacidad',
      seo: { title: 'Política de privacidad | DAV', description: 'Cómo trata DAV sus datos personales.' },
      content: [
        {
          blockType: 'text',
          title: 'Datos recogidos',
          body: 'Solo recogemos los datos que nos envía a través de nuestros formularios: contacto, candidaturas y solicitudes de presupuesto.\n\nSirven para responder a su solicitud y nunca se venden.',
        },
        {
          blockType: 'text',
          title: 'Sus derechos',
          body: 'Tiene derecho de acceso, rectificación, supresión y portabilidad de sus datos. Escriba a dpo@dav.example para ejercerlo.\n\nLas candidaturas se conservan dos años como máximo.',
        },
      ],
    },
    de: {
      title: 'Datenschutzerklärung',
      slug: 'datenschutz',
      seo: {
        title: 'Datenschutzerklärung | DAV',
        description: 'Wie DAV Ihre personenbezogenen Daten verarbeitet.',
      },
      content: [
        {
          blockType: 'text',
          title: 'Erhobene Daten',
          body: 'Wir erheben nur die Daten, die Sie uns über unsere Formulare senden: Kontaktanfragen, Bewerbungen und Angebotsanfragen.\n\nSie dienen der Beantwortung Ihrer Anfrage und werden nie verkauft.',
        },
        {
          blockType: 'text',
          title: 'Ihre Rechte',
          body: 'Sie haben ein Recht auf Auskunft, Berichtigung, Löschung und Übertragbarkeit Ihrer Daten. Schreiben Sie dazu an dpo@dav.example.\n\nBewerbungen werden höchstens zwei Jahre aufbewahrt.',
        },
      ],
    },
  },
};
