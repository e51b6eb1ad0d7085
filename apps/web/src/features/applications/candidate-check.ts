import { candidateTestValues, isCandidateTests, SKILLS_CANDIDATE_PATH } from '@dav/contract';
import { textOf, type FormValues } from '@dav/rules';

/** The check never holds an application back longer than this. */
export const CANDIDATE_CHECK_TIMEOUT_MS = 3000;

/**
 * Before a job application is sent (docs/product.md#calls): asks `appskills-candidate` what is
 * known of the address and gives the hidden `_email_*` values. On any failure, nothing: the
 * application is sent anyway (docs/product.md#error-catalogue), and the CMS computes them again.
 */
export async function candidateCheck(values: FormValues, fetcher: typeof fetch = fetch): Promise<FormValues> {
  const email = textOf(values.email).trim();
  if (!email) return {};
  const body = new FormData();
  body.append('email', email);
  try {
    const response = await fetcher(SKILLS_CANDIDATE_PATH, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(CANDIDATE_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return {};
    const answer: unknown = await response.json();
    return isCandidateTests(answer) ? candidateTestValues(answer) : {};
  } catch {
    return {};
  }
}
