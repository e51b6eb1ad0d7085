import * as migration_20261122_213304_initial from './20261122_213304_initial';
import * as migration_20261122_221824_forms from './20261122_221824_forms';
import * as migration_20261122_223818_submissions from './20261122_223818_submissions';
import * as migration_20261122_233629_mail from './20261122_233629_mail';
import * as migration_20261123_000916_trads_volumes from './20261123_000916_trads_volumes';
import * as migration_20261123_070251_offers from './20261123_070251_offers';
import * as migration_20261123_071530_trads_offers from './20261123_071530_trads_offers';
import * as migration_20261123_075911_applications from './20261123_075911_applications';
import * as migration_20261123_080854_application_trads from './20261123_080854_application_trads';
import * as migration_20261123_094611_applications_skills_retention from './20261123_094611_applications_skills_retention';
import * as migration_20261123_094929_trads_skills_withdrawal from './20261123_094929_trads_skills_withdrawal';
import * as migration_20261123_104321_posts from './20261123_104321_posts';
import * as migration_20261123_104741_trads_content from './20261123_104741_trads_content';
import * as migration_20261123_110105_trads_know_more from './20261123_110105_trads_know_more';
import * as migration_20261123_113025_know_more_block from './20261123_113025_know_more_block';
import * as migration_20261123_130111_content_screens from './20261123_130111_content_screens';
import * as migration_20261123_152515_day_at_dav from './20261123_152515_day_at_dav';
import * as migration_20261123_164519_day_product_slugs from './20261123_164519_day_product_slugs';
import * as migration_20261126_133236_trust from './20261126_133236_trust';
import * as migration_20261126_143449_assistant from './20261126_143449_assistant';
import * as migration_20261126_145350_trads_assistant from './20261126_145350_trads_assistant';
import * as migration_20261126_183828_site_wide from './20261126_183828_site_wide';
import * as migration_20261126_220642_day_seo_trads from './20261126_220642_day_seo_trads';
import * as migration_20261127_000417_submission_keys from './20261127_000417_submission_keys';
import * as migration_20261127_030049_drafts from './20261127_030049_drafts';
import * as migration_20261127_043300_translations_preview from './20261127_043300_translations_preview';
import * as migration_20261202_000027_staff_accounts from './20261202_000027_staff_accounts';
import * as migration_20261202_011705_trads_report_anonymous from './20261202_011705_trads_report_anonymous';

export const migrations = [
  {
    up: migration_20261122_213304_initial.up,
    down: migration_20261122_213304_initial.down,
    name: '20261122_213304_initial',
  },
  {
    up: migration_20261122_221824_forms.up,
    down: migration_20261122_221824_forms.down,
    name: '20261122_221824_forms',
  },
  {
    up: migration_20261122_223818_submissions.up,
    down: migration_20261122_223818_submissions.down,
    name: '20261122_223818_submissions',
  },
  {
    up: migration_20261122_233629_mail.up,
    down: migration_20261122_233629_mail.down,
    name: '20261122_233629_mail',
  },
  {
    up: migration_20261123_000916_trads_volumes.up,
    down: migration_20261123_000916_trads_volumes.down,
    name: '20261123_000916_trads_volumes',
  },
  {
    up: migration_20261123_070251_offers.up,
    down: migration_20261123_070251_offers.down,
    name: '20261123_070251_offers',
  },
  {
    up: migration_20261123_071530_trads_offers.up,
    down: migration_20261123_071530_trads_offers.down,
    name: '20261123_071530_trads_offers',
  },
  {
    up: migration_20261123_075911_applications.up,
    down: migration_20261123_075911_applications.down,
    name: '20261123_075911_applications',
  },
  {
    up: migration_20261123_080854_application_trads.up,
    down: migration_20261123_080854_application_trads.down,
    name: '20261123_080854_application_trads',
  },
  {
    up: migration_20261123_094611_applications_skills_retention.up,
    down: migration_20261123_094611_applications_skills_retention.down,
    name: '20261123_094611_applications_skills_retention',
  },
  {
    up: migration_20261123_094929_trads_skills_withdrawal.up,
    down: migration_20261123_094929_trads_skills_withdrawal.down,
    name: '20261123_094929_trads_skills_withdrawal',
  },
  {
    up: migration_20261123_104321_posts.up,
    down: migration_20261123_104321_posts.down,
    name: '20261123_104321_posts',
  },
  {
    up: migration_20261123_104741_trads_content.up,
    down: migration_20261123_104741_trads_content.down,
    name: '20261123_104741_trads_content',
  },
  {
    up: migration_20261123_110105_trads_know_more.up,
    down: migration_20261123_110105_trads_know_more.down,
    name: '20261123_110105_trads_know_more',
  },
  {
    up: migration_20261123_113025_know_more_block.up,
    down: migration_20261123_113025_know_more_block.down,
    name: '20261123_113025_know_more_block',
  },
  {
    up: migration_20261123_130111_content_screens.up,
    down: migration_20261123_130111_content_screens.down,
    name: '20261123_130111_content_screens',
  },
  {
    up: migration_20261123_152515_day_at_dav.up,
    down: migration_20261123_152515_day_at_dav.down,
    name: '20261123_152515_day_at_dav',
  },
  {
    up: migration_20261123_164519_day_product_slugs.up,
    down: migration_20261123_164519_day_product_slugs.down,
    name: '20261123_164519_day_product_slugs',
  },
  {
    up: migration_20261126_133236_trust.up,
    down: migration_20261126_133236_trust.down,
    name: '20261126_133236_trust',
  },
  {
    up: migration_20261126_143449_assistant.up,
    down: migration_20261126_143449_assistant.down,
    name: '20261126_143449_assistant',
  },
  {
    up: migration_20261126_145350_trads_assistant.up,
    down: migration_20261126_145350_trads_assistant.down,
    name: '20261126_145350_trads_assistant',
  },
  {
    up: migration_20261126_183828_site_wide.up,
    down: migration_20261126_183828_site_wide.down,
    name: '20261126_183828_site_wide',
  },
  {
    up: migration_20261126_220642_day_seo_trads.up,
    down: migration_20261126_220642_day_seo_trads.down,
    name: '20261126_220642_day_seo_trads',
  },
  {
    up: migration_20261127_000417_submission_keys.up,
    down: migration_20261127_000417_submission_keys.down,
    name: '20261127_000417_submission_keys',
  },
  {
    up: migration_20261127_030049_drafts.up,
    down: migration_20261127_030049_drafts.down,
    name: '20261127_030049_drafts',
  },
  {
    up: migration_20261127_043300_translations_preview.up,
    down: migration_20261127_043300_translations_preview.down,
    name: '20261127_043300_translations_preview',
  },
  {
    up: migration_20261202_000027_staff_accounts.up,
    down: migration_20261202_000027_staff_accounts.down,
    name: '20261202_000027_staff_accounts',
  },
  {
    up: migration_20261202_011705_trads_report_anonymous.up,
    down: migration_20261202_011705_trads_report_anonymous.down,
    name: '20261202_011705_trads_report_anonymous'
  },
];
