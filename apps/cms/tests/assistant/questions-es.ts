import { row, type QuestionRow } from './question-row';

const OFFERS = '/nos-offres';
const CONTACT = '/contactez-nous';

export const QUESTIONS_ES: QuestionRow[] = [
  // Jobs, with and without a role or a place
  row('¿estáis contratando ahora?', OFFERS),
  row('busco curro', OFFERS),
  row('tienes ofertas de trabajo?', OFFERS),
  row('soy desarrolladora java, ¿hay algún puesto para mí?', OFFERS, { role: 'desarrollador java' }),
  row('trabajos en lyon', OFFERS, { subsidiary: 'dav-lyon' }),
  row('me gustaria trabajar con vosotros en montreal', OFFERS, { subsidiary: 'dav-montreal' }),
  row('puestos de ingeniera de datos en Madrid', OFFERS, {
    role: 'ingeniero de datos',
    subsidiary: 'dav-madrid',
  }),
  row('como me postulo', OFFERS),
  row('¿buscáis analistas de ciberseguridad?', OFFERS, { role: 'analista de ciberseguridad' }),
  row('vacantes de jefe de proyecto', OFFERS, { role: 'jefe de proyecto' }),
  row('empleo en bruselas', OFFERS, { subsidiary: 'dav-bruxelles' }),
  row('ofertas devops en ginebra', OFFERS, { role: 'devops', subsidiary: 'dav-geneve' }),
  row('contratais desarolladores?', OFFERS, { role: 'desarrollador' }),
  // Internships
  row('¿aceptáis becarios?', OFFERS),
  row('busco prácticas de fin de carrera', OFFERS),
  // Unsolicited application
  row('ninguna oferta encaja conmigo, ¿qué hago?', '/candidature-spontanee'),
  row('¿puedo mandaros mi cv sin una oferta concreta?', '/candidature-spontanee'),
  row('quiero enviar una candidatura espontanea', '/candidature-spontanee'),
  // Skills test
  row('quiero hacer una prueba técnica', OFFERS),
  row('¿cómo puedo evaluar mi nivel de python?', OFFERS),
  // Coworking
  row('¿cuánto cuesta alquilar una mesa?', '/espace-coworking'),
  row('alquilas puestos de coworking?', '/espace-coworking'),
  row('busco una oficina compartida para mi equipo', '/espace-coworking'),
  row('precio del coworking por dia', '/espace-coworking'),
  // A day at DAV
  row('queremos organizar un seminario para la plantilla', '/une-journee-chez-dav'),
  row('reservar una jornada de equipo con comida', '/une-journee-chez-dav'),
  row('¿hacéis jornadas de team building?', '/une-journee-chez-dav'),
  // Contact, by who is asking
  row('tengo un proyecto informático para vosotros', `${CONTACT}?youare=customer`),
  row('buscamos un proveedor para migrar a la nube', `${CONTACT}?youare=customer`),
  row('¿me podéis enviar un presupuesto?', `${CONTACT}?youare=customer`),
  row('soy periodista y quisiera entrevistar a vuestro director', `${CONTACT}?youare=journaliste`),
  row('contacto de prensa por favor', `${CONTACT}?youare=journaliste`),
  row('he fundado una startup, ¿apoyáis a empresas emergentes?', `${CONTACT}?youare=createur`),
  row('soy fundadora de una start-up y busco un socio tecnológico', `${CONTACT}?youare=createur`),
  row('me postulé hace dos semanas y no sé nada', `${CONTACT}?youare=candidate`),
  row('¿en qué estado está mi candidatura?', `${CONTACT}?youare=candidate`),
  row('¿cómo os puedo contactar?', CONTACT),
  row('cual es vuestro telefono', CONTACT),
  row('quiero hablar con una persona', CONTACT),
  // Whistleblowing
  row('quiero denunciar un fraude de forma anónima', `${CONTACT}?youare=snowden`),
  row('¿cómo informo de un caso de corrupción?', `${CONTACT}?youare=snowden`),
  row('he visto acoso en el trabajo, ¿a quién se lo digo?', `${CONTACT}?youare=snowden`),
  // Offices
  row('¿dónde están vuestras oficinas?', '/nos-filiales'),
  row('¿tenéis sede en Toulouse?', '/nos-filiales/dav-toulouse'),
  row('dirección de la filial de ginebra', '/nos-filiales/dav-geneve'),
  row('en qué ciudades estáis', '/nos-filiales'),
  // The group, its expertise, its training courses
  row('¿qué es DAV?', '/quienes-somos'),
  row('¿a qué se dedica vuestra empresa?', '/quienes-somos'),
  row('¿en qué estáis especializados?', '/nos-filiales'),
  row('¿ofrecéis formación en kubernetes?', '/nos-formations'),
  row('quiero formarme en cloud', '/nos-formations'),
  // News
  row('¿tenéis un blog?', '/blog'),
  row('últimas noticias del grupo', '/blog'),
  // Personal data
  row('¿cómo borro mis datos personales?', '/politica-de-privacidad'),
  row('qué hacéis con mis datos, rgpd', '/politica-de-privacidad'),
  // The mascot and small talk
  row('¿y tú quién eres?', 'mascot'),
  row('¿eres un robot?', 'mascot'),
  row('hola!', 'hello'),
  row('buenas tardes dav', 'hello'),
  row('muchas gracias', 'thanks'),
  row('genial, gracias por la info', 'thanks'),
  row('adiós', 'bye'),
  row('hasta luego', 'bye'),
  row('¿qué tal estás?', 'how-are-you'),
  row('como va todo', 'how-are-you'),
  // Nothing the assistant knows
  row('¿cuál es la capital de perú?', null),
  row('asdfg qwert', null),
  row('receta de tarta de manzana', null),
];
