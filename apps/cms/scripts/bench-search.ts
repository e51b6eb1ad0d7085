/**
 * The offers search at the CMS with 1,000 offers (docs/architecture.md#job-offers), as
 * `npm run bench` runs it once per database:
 *   tsx scripts/bench-search.ts sqlite|postgres
 * A temporary database gets the demo content and 1,000 more published offers in French and
 * English; then the search route is called as Next calls it (no HTTP), warm, over a mix of roles
 * and filters. Prints one JSON line: database, offers, the first search (cold) and p50/p95.
 */
import { performance } from 'node:perf_hooks';
import { createLocalReq } from 'payload';
import { openBenchCms } from './lib/bench-cms';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const OFFERS = Number(process.env.BENCH_OFFERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

const { payload, close } = await openBenchCms(kind);
const { SKIP_REVALIDATE } = await import('../src/hooks/revalidate-web');
const { lexicalFromText } = await import('../src/fields/map-rich-text');
const { GET } = await import('../src/app/wp-json/api/[locale]/offers/route');

const ROLES = {
  fr: [
    'Développeur',
    'Ingénieur',
    'Consultant',
    'Architecte',
    'Analyste',
    'Chef de projet',
    'Technicien',
    'Administrateur',
  ],
  en: [
    'Developer',
    'Engineer',
    'Consultant',
    'Architect',
    'Analyst',
    'Project Manager',
    'Technician',
    'Administrator',
  ],
};
const TOPICS = [
  'Java',
  'Python',
  'cloud',
  'data',
  'réseaux',
  'sécurité',
  'DevOps',
  'embarqué',
  'React',
  'SAP',
  'Go',
  'Rust',
];
const MISSIONS = [
  'Concevoir des architectures robustes',
  'Développer des services et des API',
  'Automatiser les déploiements',
  'Accompagner les équipes des clients',
  'Analyser les données et les besoins',
  'Sécuriser les plateformes',
];

const [{ docs: expertises }, { docs: subsidiaries }] = await Promise.all([
  payload.find({ collection: 'expertises', pagination: false, depth: 0 }),
  payload.find({ collection: 'subsidiaries', pagination: false, depth: 0 }),
]);
const req = await createLocalReq({ context: { [SKIP_REVALIDATE]: true } }, payload);
const started = performance.now();
for (let i = 0; i < OFFERS; i++) {
  const topic = TOPICS[i % TOPICS.length]!;
  const roleIndex = (i * 7) % ROLES.fr.length;
  const items = [
    MISSIONS[i % MISSIONS.length]!,
    MISSIONS[(i + 2) % MISSIONS.length]!,
    `Travailler avec ${topic}`,
  ];
  const doc = await payload.create({
    collection: 'offers',
    locale: 'fr',
    req,
    data: {
      title: `${ROLES.fr[roleIndex]} ${topic} ${i}`,
      slug: `bench-fr-${i}`,
      description: lexicalFromText({ paragraphs: [`Offre ${i}.`] }) as never,
      missions: lexicalFromText({ items }) as never,
      profile: lexicalFromText({ items: [`Trois ans de ${topic}`] }) as never,
      _status: 'published',
      expertise: expertises[i % expertises.length]!.id,
      subsidiaries: [subsidiaries[i % subsidiaries.length]!.id],
      contractType: 'cdi',
      remotePolicy: 'hybrid',
      experienceLevel: 'confirmed',
      datePosted: new Date(Date.now() - (i % 60) * 86_400_000).toISOString(),
    },
  });
  await payload.update({
    collection: 'offers',
    id: doc.id,
    locale: 'en',
    req,
    data: {
      title: `${ROLES.en[roleIndex]} ${topic} ${i}`,
      slug: `bench-en-${i}`,
      description: lexicalFromText({ paragraphs: [`Offer ${i}.`] }) as never,
    },
  });
}
const seedMs = Math.round(performance.now() - started);

const QUERIES = [
  'q=d%C3%A9veloppeuse',
  'q=ing%C3%A9nieur+data',
  'q=consultant+cloud&expertise=cloud-devops',
  'q=architecte&subsidiary=dav-lyon',
  '',
  'expertise=data-ai&page=3',
  'q=analyste+s%C3%A9curit%C3%A9',
  'q=introuvable',
];

async function search(query: string, locale = 'fr'): Promise<number> {
  const t0 = performance.now();
  const res = await GET(new Request(`http://127.0.0.1/wp-json/api/${locale}/offers?${query}`), {
    params: Promise.resolve({ locale }),
  });
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status}`);
  await res.json();
  return performance.now() - t0;
}

const coldMs = Math.round(await search(QUERIES[0]!));
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of QUERIES) times.push(await search(query, round % 2 ? 'en' : 'fr'));
}
times.sort((a, b) => a - b);
const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1));
const total = (await payload.count({ collection: 'offers' })).totalDocs;

console.log(
  JSON.stringify({
    database: kind,
    offers: total,
    seedMs,
    coldMs,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    searches: times.length,
  }),
);
await close();
process.exit(0);
