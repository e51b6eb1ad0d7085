import { RouteLink } from '@/components/ui/route-link';
import type { Translate } from '@/lib/i18n/translator';
import screen from '../screen/screen.module.css';
import styles from '../request-sent/request-sent.module.css';
import { WITHDRAWAL_CONFIRM_PATH, type WithdrawalState } from './withdrawal-state';

/**
 * docs/product.md#candidates-data: the receipt's link lands here. Nothing is erased on opening
 * (mail scanners open links): the candidate confirms with a button, a plain form post.
 */
export async function WithdrawalView({ t, state }: { t: Translate; state: Promise<WithdrawalState> }) {
  const shown = await state;
  const title = shown.step === 'done' ? t('withdrawal.doneTitle') : t('withdrawal.title');
  const message =
    shown.step === 'done'
      ? t('withdrawal.done')
      : shown.step === 'invalid'
        ? t('withdrawal.invalid')
        : shown.step === 'failure'
          ? t('withdrawal.failure')
          : t('withdrawal.intro');
  const token = shown.step === 'confirm' || shown.step === 'failure' ? shown.token : null;
  return (
    <section className={screen.screen} aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className={screen.title}>
        {title}
      </h1>
      <p className={screen.lead} role={shown.step === 'confirm' ? undefined : 'status'}>
        {message}
      </p>
      {token ? (
        <form method="post" action={WITHDRAWAL_CONFIRM_PATH} className={styles.actions}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('withdrawal.confirm')}
          </button>
        </form>
      ) : null}
      <p className={styles.actions}>
        <RouteLink href="/" className={token ? 'button-ghost' : 'button'}>
          {t('withdrawal.backHome')}
        </RouteLink>
      </p>
    </section>
  );
}
