import type { Localized, SeedPage, SeedPageText } from './types';

/** Landing pages of the spec's fixed routes: their content is rendered by apps/web. */
function section(
  key: string,
  template: SeedPage['template'],
  titles: Localized<[string, string]>,
  intro: Localized<string>,
): SeedPage {
  const text = (locale: keyof Localized<string>): SeedPageText => {
    const [title, slug] = titles[locale];
    return {
      title,
      slug,
      seo: { title: `${title} | DAV`, description: intro[locale] },
      content: [{ blockType: 'hero', title, intro: intro[locale] }],
    };
  };
  return { key, template, text: { fr: text('fr'), en: text('en'), es: text('es'), de: text('de') } };
}

export const CONTACT = section(
  'contact',
  'contact',
  {
    fr: ['Contactez-nous', 'contactez-nous'],
    en: ['Contact us', 'contact-us'],
    es: ['Contacto', 'contacto'],
    de: ['Kontakt', 'kontakt'],
  },
  {
    fr: 'Un projet, une candidature, une question ? Écrivez-nous, nous vous répondons sous 48 heures.',
    en: 'A project, an application, a question? Write to us and we will answer within 48 hours.',
    es: '¿Un proyecto, una candidatura, una pregunta? Escríbanos y le responderemos en 48 horas.',
    de: 'Ein Projekt, eine Bewerbung, eine Frage? Schreiben Sie uns, wir antworten innerhalb von 48 Stunden.',
  },
);

export const SUBSIDIARIES = section(
  'subsidiaries',
  'subsidiaries',
  {
    fr: ['Nos filiales', 'nos-filiales'],
    en: ['Our subsidiaries', 'our-subsidiaries'],
    es: ['Nuestras filiales', 'nuestras-filiales'],
    de: ['Unsere Tochtergesellschaften', 'unsere-tochtergesellschaften'],
  },
  {
    fr: 'Quatorze entreprises en Europe et en Amérique du Nord, une même exigence.',
    en: 'Fourteen companies in Europe and North America, one standard.',
    es: 'Catorce empresas en Europa y Norteamérica, una misma exigencia.',
    de: 'Vierzehn Unternehmen in Europa und Nordamerika, ein gemeinsamer Anspruch.',
  },
);

export const OFFERS = section(
  'offers',
  'offers',
  {
    fr: ['Nos offres', 'nos-offres'],
    en: ['Our jobs', 'jobs'],
    es: ['Nuestras ofertas', 'ofertas'],
    de: ['Stellenangebote', 'stellenangebote'],
  },
  {
    fr: 'Développeuses, architectes, chefs de projet : trouvez le poste qui vous ressemble.',
    en: 'Developers, architects, project managers: find the job that suits you.',
    es: 'Desarrolladoras, arquitectos, jefes de proyecto: encuentre el puesto que le va.',
    de: 'Entwicklerinnen, Architekten, Projektleitungen: Finden Sie die Stelle, die zu Ihnen passt.',
  },
);

export const NEWS = section(
  'news',
  'news',
  {
    fr: ['Actualités', 'actualites'],
    en: ['News', 'news'],
    es: ['Noticias', 'noticias'],
    de: ['Aktuelles', 'aktuelles'],
  },
  {
    fr: 'Projets, événements et vie des équipes du groupe.',
    en: 'Projects, events and team life across the group.',
    es: 'Proyectos, eventos y vida de los equipos del grupo.',
    de: 'Projekte, Veranstaltungen und Teamleben in der Gruppe.',
  },
);
