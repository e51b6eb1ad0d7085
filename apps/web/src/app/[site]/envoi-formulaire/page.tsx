import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { scriptVariant } from '@dav/rules';
import { FORM_ANSWER_HEADER, verifiedAnswerId } from '@/features/form-answer/answer-header';
import { answerHeading } from '@/features/form-answer/answer-heading';
import { answerStore } from '@/features/form-answer/answer-store';
import { FormAnswerView } from '@/features/form-answer/form-answer-view';
import { loadScreen } from '@/features/screen/load-screen';
import { ScreenShell } from '@/features/screen/screen-shell';
import { getForm } from '@/lib/cms';
import { revalidateSecret } from '@/lib/env';
import { isBuildSiteKey } from '@/lib/site/site-key';

/**
 * Rendered whole for each request: it is all per request, and a prerendered shell with a streamed
 * hole would need JavaScript to show the form, which is the one thing this screen must not need.
 */
export const instant = false;

/** Never indexed; its title is the form's page's, set by the view (it depends on the answer). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

interface FormAnswerProps {
  params: Promise<{ site: string }>;
}

/**
 * docs/architecture.md#forms-and-submissions: the answer to a form the browser posted itself,
 * rendered for app/api/forms's response. The answer is taken from the store (once) by the id the
 * site's own request carries in its signed header; asked for without one, it is not found.
 */
export default async function FormAnswerPage({ params }: FormAnswerProps) {
  const { site } = await params;
  if (isBuildSiteKey(site)) notFound();
  const id = verifiedAnswerId((await headers()).get(FORM_ANSWER_HEADER), revalidateSecret());
  const answer = id === null ? null : answerStore().take(id);
  const data = await loadScreen(site);
  if (answer === null || answer.locale !== data.site.locale) notFound();
  const definition = await getForm(data.site.locale, answer.form);
  if (definition === null) notFound();
  const page = scriptVariant(answer.back);
  return (
    // The shell as on the form's page (its language links lead there), its crumb the heading.
    <ScreenShell
      data={data}
      pathname={page.path}
      title={answerHeading(data.t, answer).title}
      script={page.script}
    >
      <FormAnswerView data={data} definition={definition} answer={answer} />
    </ScreenShell>
  );
}
