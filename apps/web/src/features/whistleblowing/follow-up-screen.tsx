import 'server-only';
import { Suspense } from 'react';
import { WHISTLEBLOWING_FOLLOW_UP_PAGE } from '@dav/contract';
import { NoStore } from '@/features/screen/no-store';
import type { Screen } from '@/features/screen/screen-page';
import { FollowUpView } from './follow-up-view';

/** docs/product.md#whistleblowing-follow-up: a report's follow-up, opened by its receipt code. Never indexed, never stored. */
export const followUpScreen: Screen = {
  path: WHISTLEBLOWING_FOLLOW_UP_PAGE,
  title: (t) => t('followUp.title'),
  description: ({ t }) => t('followUp.intro'),
  noindex: true,
  View: ({ data }) => (
    <>
      <FollowUpView t={data.t} locale={data.site.locale} />
      <Suspense>
        <NoStore />
      </Suspense>
    </>
  ),
};
