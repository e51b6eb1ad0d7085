import 'server-only';
import { Suspense } from 'react';
import { WHISTLEBLOWING_FOLLOW_UP_PAGE } from '@dav/contract';
import { routePath } from '@dav/rules';
import type { Screen } from '@/features/screen/screen-page';
import { receiptStrings, RequestSentView } from './request-sent-view';

/**
 * docs/product.md#routes-script-variant: the request-sent page; `?form=coworking` after a coworking
 * request; a whistleblowing report's receipt code, once, from the browser's memory.
 */
export const requestSentScreen: Screen = {
  path: routePath('request-sent'),
  title: (t) => t('requestSent.title'),
  noindex: true,
  View: ({ data, searchParams }) => {
    const receipt = {
      strings: receiptStrings(data.t),
      followUp: {
        path: WHISTLEBLOWING_FOLLOW_UP_PAGE,
        url: `${data.site.origin}${WHISTLEBLOWING_FOLLOW_UP_PAGE}`,
      },
    };
    // The query is per request: only the wording waits for it, the shell is prerendered.
    return (
      <Suspense fallback={<RequestSentView t={data.t} form={null} />}>
        <RequestSentView
          t={data.t}
          form={searchParams.then((q) => (typeof q.form === 'string' ? q.form : null))}
          receipt={receipt}
        />
      </Suspense>
    );
  },
};
