import { row, type QuestionRow } from './question-row';

const OFFERS = '/nos-offres';
const CONTACT = '/contactez-nous';

export const QUESTIONS_FR: QuestionRow[] = [
  // Jobs, with and without a role or a place
  row('vous recrutez en ce moment ?', OFFERS),
  row('je cherche du boulot', OFFERS),
  row('t’as des offres d’emploi ?', OFFERS),
  row('je suis developpeuse java, vous avez un poste pour moi ?', OFFERS, { role: 'développeur java' }),
  row('des jobs a lyon ?', OFFERS, { subsidiary: 'dav-lyon' }),
  row('je voudrais bosser chez vous a montreal', OFFERS, { subsidiary: 'dav-montreal' }),
  row('postes d’ingénieure data à Paris', OFFERS, { role: 'ingénieur data', subsidiary: 'dav-paris' }),
  row('comment je peux postuler', OFFERS),
  row('y a du taf en cybersécurité ?', OFFERS, { role: 'cybersécurité' }),
  row('recrutez-vous des chefs de projet ?', OFFERS, { role: 'chef de projet' }),
  row('je cherche un emploi d’administratrice réseau à Bruxelles', OFFERS, {
    role: 'administrateur réseau',
    subsidiary: 'dav-bruxelles',
  }),
  row("offres d'emplois devops a geneve", OFFERS, { role: 'devops', subsidiary: 'dav-geneve' }),
  row('vous embauchez des dévelopeurs ?', OFFERS, { role: 'développeur' }),
  // Internships and work-study
  row('vous prenez des stagiaires ?', OFFERS),
  row('je cherche une alternance en réseaux', OFFERS, { role: 'alternance réseaux' }),
  row('un stage de fin d’études chez vous c’est possible ?', OFFERS, { role: 'stage' }),
  // Unsolicited application
  row('aucune offre ne me correspond, je fais quoi ?', '/candidature-spontanee'),
  row('je peux vous envoyer mon cv sans offre précise ?', '/candidature-spontanee'),
  row('je veux proposer ma candidature même si rien n’est publié', '/candidature-spontanee'),
  // Skills test, taken from an offer's technologies
  row('je voudrais passer un test technique', OFFERS),
  row('comment évaluer mon niveau en python ?', OFFERS),
  // Coworking
  row('c’est combien pour louer un bureau ?', '/espace-coworking'),
  row('tu loues des places en coworking ?', '/espace-coworking'),
  row('je cherche un espace de travail partagé pour mon équipe', '/espace-coworking'),
  row('tarif coworking a la journee', '/espace-coworking'),
  // A day at DAV
  row('on voudrait organiser un séminaire pour nos salariés', '/une-journee-chez-dav'),
  row('réserver une journée d’équipe avec le déjeuner', '/une-journee-chez-dav'),
  row('vous faites des journées team building ?', '/une-journee-chez-dav'),
  // Contact, by who is asking
  row('j’ai un projet informatique à vous confier', `${CONTACT}?youare=customer`),
  row('on cherche un prestataire pour migrer vers le cloud', `${CONTACT}?youare=customer`),
  row('pouvez vous m’envoyer un devis ?', `${CONTACT}?youare=customer`),
  row('je suis journaliste et j’aimerais interviewer votre dirigeant', `${CONTACT}?youare=journaliste`),
  row('contact presse svp', `${CONTACT}?youare=journaliste`),
  row('j’ai créé ma startup, vous accompagnez les jeunes pousses ?', `${CONTACT}?youare=createur`),
  row('je suis fondatrice d’une start-up et je cherche un partenaire tech', `${CONTACT}?youare=createur`),
  row('j’ai postulé il y a 2 semaines et toujours pas de réponse', `${CONTACT}?youare=candidate`),
  row('où en est ma candidature ?', `${CONTACT}?youare=candidate`),
  row('comment vous joindre ?', CONTACT),
  row('c’est quoi votre numéro de téléphone', CONTACT),
  row('je veux parler à quelqu’un', CONTACT),
  // Whistleblowing
  row('je veux signaler une fraude de façon anonyme', `${CONTACT}?youare=snowden`),
  row('comment faire un signalement de corruption ?', `${CONTACT}?youare=snowden`),
  row('j’ai été témoin de harcèlement, à qui le dire ?', `${CONTACT}?youare=snowden`),
  // Offices
  row('où sont vos bureaux ?', '/nos-filiales'),
  row('vous avez une agence à Toulouse ?', '/nos-filiales/dav-toulouse'),
  row('l’adresse de la filiale de geneve', '/nos-filiales/dav-geneve'),
  row('dans quelles villes êtes-vous implantés', '/nos-filiales'),
  // The group, its expertise, its training courses
  row('c’est quoi DAV ?', '/qui-sommes-nous'),
  row('que fait votre entreprise ?', '/qui-sommes-nous'),
  row('vous êtes spécialisés dans quoi ?', '/nos-filiales'),
  row('vous proposez des formations kubernetes ?', '/nos-formations'),
  row('je veux me former au cloud', '/nos-formations'),
  // News
  row('vous avez un blog ?', '/blog'),
  row('les dernières actus du groupe', '/blog'),
  // Personal data
  row('comment supprimer mes données personnelles ?', '/politique-de-confidentialite'),
  row('que faites-vous de mes infos, rgpd ?', '/politique-de-confidentialite'),
  // The mascot and small talk
  row('t’es qui toi ?', 'mascot'),
  row('tu es un robot ?', 'mascot'),
  row('salut !', 'hello'),
  row('bonsoir dav', 'hello'),
  row('merci beaucoup', 'thanks'),
  row('super merci pour l’info', 'thanks'),
  row('au revoir', 'bye'),
  row('à plus', 'bye'),
  row('ça va ?', 'how-are-you'),
  row('comment vas-tu', 'how-are-you'),
  // Nothing the assistant knows
  row('quelle est la capitale du pérou ?', null),
  row('azerty qsdfg', null),
  row('recette de la tarte aux pommes', null),
];
