import { row, type QuestionRow } from './question-row';

const OFFERS = '/nos-offres';
const CONTACT = '/contactez-nous';

export const QUESTIONS_DE: QuestionRow[] = [
  // Jobs, with and without a role or a place
  row('stellt ihr gerade ein?', OFFERS),
  row('ich brauche einen job', OFFERS),
  row('hast du offene Stellen?', OFFERS),
  row('ich bin Java-Entwicklerin, habt ihr was für mich?', OFFERS, { role: 'java entwickler' }),
  row('jobs in lyon', OFFERS, { subsidiary: 'dav-lyon' }),
  row('ich würde gern bei euch in Montreal arbeiten', OFFERS, { subsidiary: 'dav-montreal' }),
  row('Stellen als Dateningenieurin in Paris', OFFERS, { role: 'dateningenieur', subsidiary: 'dav-paris' }),
  row('wie bewerbe ich mich', OFFERS),
  row('sucht ihr Analysten für Cybersicherheit?', OFFERS, { role: 'analyst cybersicherheit' }),
  row('Projektleiter gesucht?', OFFERS, { role: 'projektleiter' }),
  row('arbeiten in brüssel', OFFERS, { subsidiary: 'dav-bruxelles' }),
  row('devops jobs genf', OFFERS, { role: 'devops', subsidiary: 'dav-geneve' }),
  row('sucht ihr Entwikler?', OFFERS, { role: 'entwickler' }),
  // Internships
  row('nehmt ihr Praktikanten?', OFFERS),
  row('ich suche ein Praktikum für mein Studium', OFFERS),
  // Unsolicited application
  row('keine Stelle passt zu mir, was kann ich tun?', '/candidature-spontanee'),
  row('kann ich euch meinen Lebenslauf ohne konkrete Stelle schicken?', '/candidature-spontanee'),
  row('initiativbewerbung', '/candidature-spontanee'),
  // Skills test
  row('ich möchte einen technischen Test machen', OFFERS),
  row('wie kann ich meine Python-Kenntnisse prüfen?', OFFERS),
  // Coworking
  row('was kostet ein Schreibtisch?', '/espace-coworking'),
  row('vermietest du Coworking-Plätze?', '/espace-coworking'),
  row('suche ein geteiltes Büro für mein Team', '/espace-coworking'),
  row('coworking preis pro tag', '/espace-coworking'),
  // A day at DAV
  row('wir möchten ein Seminar für unsere Mitarbeitenden organisieren', '/une-journee-chez-dav'),
  row('einen Teamtag mit Mittagessen buchen', '/une-journee-chez-dav'),
  row('macht ihr Teambuilding-Tage?', '/une-journee-chez-dav'),
  // Contact, by who is asking
  row('ich habe ein IT-Projekt für euch', `${CONTACT}?youare=customer`),
  row('wir suchen einen Dienstleister für die Migration in die Cloud', `${CONTACT}?youare=customer`),
  row('könnt ihr mir ein Angebot schicken?', `${CONTACT}?youare=customer`),
  row('ich bin Journalistin und möchte euren Chef interviewen', `${CONTACT}?youare=journaliste`),
  row('Pressekontakt bitte', `${CONTACT}?youare=journaliste`),
  row('ich habe ein Startup gegründet, unterstützt ihr junge Firmen?', `${CONTACT}?youare=createur`),
  row('Gründerin eines Start-ups sucht Tech-Partner', `${CONTACT}?youare=createur`),
  row('ich habe mich vor zwei Wochen beworben und nichts gehört', `${CONTACT}?youare=candidate`),
  row('wie ist der Stand meiner Bewerbung?', `${CONTACT}?youare=candidate`),
  row('wie erreiche ich euch?', CONTACT),
  row('was ist eure telefonnummer', CONTACT),
  row('ich will mit einem Menschen sprechen', CONTACT),
  // Whistleblowing
  row('ich möchte anonym einen Betrug melden', `${CONTACT}?youare=snowden`),
  row('wie melde ich Korruption?', `${CONTACT}?youare=snowden`),
  row('ich habe Belästigung beobachtet, wem sage ich das?', `${CONTACT}?youare=snowden`),
  // Offices
  row('wo sind eure Büros?', '/nos-filiales'),
  row('habt ihr einen Standort in Toulouse?', '/nos-filiales/dav-toulouse'),
  row('adresse der niederlassung in genf', '/nos-filiales/dav-geneve'),
  row('in welchen Städten seid ihr', '/nos-filiales'),
  // The group, its expertise, its training courses
  row('was ist DAV?', '/uber-uns'),
  row('was macht eure Firma?', '/uber-uns'),
  row('worauf seid ihr spezialisiert?', '/nos-filiales'),
  row('bietet ihr Kubernetes-Schulungen an?', '/nos-formations'),
  row('ich will mich in Cloud weiterbilden', '/nos-formations'),
  // News
  row('habt ihr einen Blog?', '/blog'),
  row('aktuelle Neuigkeiten der Gruppe', '/blog'),
  // Personal data
  row('wie lösche ich meine persönlichen Daten?', '/datenschutz'),
  row('was macht ihr mit meinen Daten, dsgvo', '/datenschutz'),
  // The mascot and small talk
  row('wer bist du?', 'mascot'),
  row('bist du ein Bot?', 'mascot'),
  row('hallo!', 'hello'),
  row('guten abend dav', 'hello'),
  row('vielen dank', 'thanks'),
  row('super, danke für die Info', 'thanks'),
  row('tschüss', 'bye'),
  row('bis bald', 'bye'),
  row('wie geht es dir?', 'how-are-you'),
  row('wie gehts', 'how-are-you'),
  // Nothing the assistant knows
  row('was ist die Hauptstadt von Peru?', null),
  row('asdfg qwertz', null),
  row('Rezept für Apfelkuchen', null),
];
