// TEMP stub until the helper's content lands
import type {
  ContractType,
  ExperienceLevel,
  ManagerPosition,
  PositionForm,
  RemotePolicy,
} from '@dav/contract';
import type { Localized } from './types';
export interface SeedManager {
  key: string;
  name: string;
  position: ManagerPosition;
  form: PositionForm;
  email: string;
}
export interface SeedOfferText {
  title: string;
  slug: string;
  description: string[];
  missions: string[];
  profile: string[];
  benefits: string[];
}
export interface SeedOffer {
  key: string;
  expertise: string;
  subsidiaries: string[];
  contractType: ContractType;
  remotePolicy: RemotePolicy;
  experienceLevel: ExperienceLevel;
  salary?: {
    min: number;
    max?: number;
    currency: 'EUR' | 'CHF' | 'CAD' | 'USD';
    period: 'year' | 'month' | 'day' | 'hour';
  };
  managers: string[];
  technologies: { slug: string; technologyId: string; subTechnologyId: string; label: string }[];
  postedDaysAgo: number;
  validForDays: number | null;
  related?: string[];
  text: { fr: SeedOfferText } & Partial<Localized<SeedOfferText>>;
}
export const SEED_MANAGERS: SeedManager[] = [
  {
    key: 'claire',
    name: 'Claire Martin',
    position: 'manager',
    form: 'feminine',
    email: 'claire.martin@dav.example',
  },
];
const t = (title: string, slug: string): SeedOfferText => ({
  title,
  slug,
  description: ['Desc ' + title],
  missions: ['Concevoir des composants'],
  profile: ['Profil'],
  benefits: ['Avantages'],
});
export const SEED_OFFERS: SeedOffer[] = [
  {
    key: 'react-developer-lyon',
    expertise: 'cloud-devops',
    subsidiaries: ['dav-lyon'],
    contractType: 'cdi',
    remotePolicy: 'hybrid',
    experienceLevel: 'senior',
    salary: { min: 45000, max: 55000, currency: 'EUR', period: 'year' },
    managers: ['claire'],
    technologies: [{ slug: 'react', technologyId: '12', subTechnologyId: '4', label: 'React' }],
    postedDaysAgo: 3,
    validForDays: 90,
    text: {
      fr: t('Développeur React expérimenté', 'developpeur-react-experimente'),
      en: t('Experienced React Developer', 'experienced-react-developer'),
      es: t('Desarrollador React con experiencia', 'desarrollador-react-con-experiencia'),
      de: t('Erfahrener React-Entwickler', 'erfahrener-react-entwickler'),
    },
  },
  {
    key: 'expired-network-engineer',
    expertise: 'networks',
    subsidiaries: ['dav-paris'],
    contractType: 'cdi',
    remotePolicy: 'on-site',
    experienceLevel: 'confirmed',
    managers: ['claire'],
    technologies: [],
    postedDaysAgo: 90,
    validForDays: 30,
    text: { fr: t('Ingénieur réseaux', 'ingenieur-reseaux') },
  },
];
