import { skillsProviderUrl } from '../env';
import { builtInProvider } from './built-in-provider';
import { httpProvider } from './http-provider';
import type { SkillsProvider } from './provider';

/** The provider of this process's configuration. */
export function skillsProvider(): SkillsProvider {
  const url = skillsProviderUrl();
  return url ? httpProvider(url) : builtInProvider;
}
