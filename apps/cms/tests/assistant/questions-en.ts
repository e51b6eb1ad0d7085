import { row, type QuestionRow } from './question-row';

const OFFERS = '/nos-offres';
const CONTACT = '/contactez-nous';

export const QUESTIONS_EN: QuestionRow[] = [
  // Jobs, with and without a role or a place
  row('are you hiring at the moment?', OFFERS),
  row('i need a job', OFFERS),
  row('got any openings?', OFFERS),
  row('any vacancies for a java developer?', OFFERS, { role: 'java developer' }),
  row('jobs in lyon', OFFERS, { subsidiary: 'dav-lyon' }),
  row('I would love to work for you in Montreal', OFFERS, { subsidiary: 'dav-montreal' }),
  row('data engineer positions in paris?', OFFERS, { role: 'data engineer', subsidiary: 'dav-paris' }),
  row('how do i apply', OFFERS),
  row('do you recruit cybersecurity analysts?', OFFERS, { role: 'cybersecurity analyst' }),
  row('looking for project manager roles', OFFERS, { role: 'project manager' }),
  row('career opportunities in brussels', OFFERS, { subsidiary: 'dav-bruxelles' }),
  row('devops jobs geneva', OFFERS, { role: 'devops', subsidiary: 'dav-geneve' }),
  row('r u hiring developpers?', OFFERS, { role: 'developer' }),
  // Internships and work-study
  row('do you take interns?', OFFERS),
  row('is there an internship for students', OFFERS),
  // Unsolicited application
  row('none of your offers fits me, what can I do?', '/candidature-spontanee'),
  row('can I send you my resume without applying to a specific job', '/candidature-spontanee'),
  row('open application', '/candidature-spontanee'),
  // Skills test
  row('i want to take a coding test', OFFERS),
  row('how can i assess my skills in python', OFFERS),
  // Coworking
  row('how much does a desk cost?', '/espace-coworking'),
  row('do u rent coworking spaces', '/espace-coworking'),
  row('looking for a shared office for my team', '/espace-coworking'),
  row('coworking price per day', '/espace-coworking'),
  // A day at DAV
  row('we would like to organise a seminar for our staff', '/une-journee-chez-dav'),
  row('book a team day with lunch included', '/une-journee-chez-dav'),
  row('do you do team building days?', '/une-journee-chez-dav'),
  // Contact, by who is asking
  row('I have an IT project for you', `${CONTACT}?youare=customer`),
  row('we need a partner to move our apps to the cloud', `${CONTACT}?youare=customer`),
  row('can you send me a quote?', `${CONTACT}?youare=customer`),
  row("i'm a reporter and would like to interview your CEO", `${CONTACT}?youare=journaliste`),
  row('press contact please', `${CONTACT}?youare=journaliste`),
  row('I founded a startup, do you help young companies?', `${CONTACT}?youare=createur`),
  row('startup founder looking for a tech partner', `${CONTACT}?youare=createur`),
  row('i applied two weeks ago and heard nothing back', `${CONTACT}?youare=candidate`),
  row("what's the status of my application?", `${CONTACT}?youare=candidate`),
  row('how can I reach you?', CONTACT),
  row("what's your phone number", CONTACT),
  row('I want to talk to a human', CONTACT),
  // Whistleblowing
  row('I want to report fraud anonymously', `${CONTACT}?youare=snowden`),
  row('how do I report corruption?', `${CONTACT}?youare=snowden`),
  row('i witnessed harassment, who do i tell?', `${CONTACT}?youare=snowden`),
  // Offices
  row('where are your offices?', '/nos-filiales'),
  row('do you have an office in Toulouse?', '/nos-filiales/dav-toulouse'),
  row('address of the geneva branch', '/nos-filiales/dav-geneve'),
  row('which cities are you in', '/nos-filiales'),
  // The group, its expertise, its training courses
  row('what is DAV?', '/about-us'),
  row('what does your company do?', '/about-us'),
  row('what are you specialised in?', '/nos-filiales'),
  row('do you offer kubernetes training?', '/nos-formations'),
  row('i want to learn about the cloud, any courses?', '/nos-formations'),
  // News
  row('do you have a blog?', '/blog'),
  row('latest news from the group', '/blog'),
  // Personal data
  row('how do I delete my personal data?', '/privacy-policy'),
  row('what do you do with my info, gdpr?', '/privacy-policy'),
  // The mascot and small talk
  row('who r u', 'mascot'),
  row('are you a bot?', 'mascot'),
  row('hey there', 'hello'),
  row('good evening dav', 'hello'),
  row('thx a lot', 'thanks'),
  row('great, thank you for the info', 'thanks'),
  row('goodbye', 'bye'),
  row('see ya', 'bye'),
  row('how are you doing?', 'how-are-you'),
  row("how's it going", 'how-are-you'),
  // Nothing the assistant knows
  row('what is the capital of peru?', null),
  row('qwerty asdfgh', null),
  row('apple pie recipe', null),
];
