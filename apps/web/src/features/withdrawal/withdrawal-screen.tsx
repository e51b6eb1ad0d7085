import 'server-only';
import { Suspense } from 'react';
import type { Screen } from '@/features/screen/screen-page';
import { WITHDRAWAL_PATH, withdrawalState } from './withdrawal-state';
import { WithdrawalView } from './withdrawal-view';

/** docs/product.md#candidates-data: withdraw an application and erase one's data, from the receipt's link. */
export const withdrawalScreen: Screen = {
  path: WITHDRAWAL_PATH,
  title: (t) => t('withdrawal.title'),
  noindex: true,
  // The query is per request: only this part waits for it, the shell is prerendered.
  View: ({ data, searchParams }) => (
    <Suspense fallback={null}>
      <WithdrawalView t={data.t} state={searchParams.then(withdrawalState)} />
    </Suspense>
  ),
};
