import * as migration_20261122_213245_initial from './20261122_213245_initial';
import * as migration_20261122_221802_forms from './20261122_221802_forms';
import * as migration_20261122_223756_submissions from './20261122_223756_submissions';
import * as migration_20261122_233619_mail from './20261122_233619_mail';
import * as migration_20261123_000934_trads_volumes from './20261123_000934_trads_volumes';
import * as migration_20261123_070245_offers from './20261123_070245_offers';
import * as migration_20261123_071525_trads_offers from './20261123_071525_trads_offers';
import * as migration_20261123_075901_applications from './20261123_075901_applications';
import * as migration_20261123_080849_application_trads from './20261123_080849_application_trads';
import * as migration_20261123_094605_applications_skills_retention from './20261123_094605_applications_skills_retention';
import * as migration_20261123_094925_trads_skills_withdrawal from './20261123_094925_trads_skills_withdrawal';
import * as migration_20261123_104317_posts from './20261123_104317_posts';
import * as migration_20261123_104735_trads_content from './20261123_104735_trads_content';
import * as migration_20261123_110100_trads_know_more from './20261123_110100_trads_know_more';
import * as migration_20261123_113021_know_more_block from './20261123_113021_know_more_block';
import * as migration_20261123_130106_content_screens from './20261123_130106_content_screens';
import * as migration_20261123_152501_day_at_dav from './20261123_152501_day_at_dav';
import * as migration_20261123_164459_day_product_slugs from './20261123_164459_day_product_slugs';
import * as migration_20261126_133230_trust from './20261126_133230_trust';
import * as migration_20261126_143438_assistant from './20261126_143438_assistant';
import * as migration_20261126_145343_trads_assistant from './20261126_145343_trads_assistant';
import * as migration_20261126_183822_site_wide from './20261126_183822_site_wide';
import * as migration_20261126_220626_day_seo_trads from './20261126_220626_day_seo_trads';
import * as migration_20261127_000353_submission_keys from './20261127_000353_submission_keys';
import * as migration_20261127_025915_drafts from './20261127_025915_drafts';
import * as migration_20261127_043213_translations_preview from './20261127_043213_translations_preview';
import * as migration_20261201_235753_staff_accounts from './20261201_235753_staff_accounts';
import * as migration_20261202_011546_trads_report_anonymous from './20261202_011546_trads_report_anonymous';

export const migrations = [
  {
    up: migration_20261122_213245_initial.up,
    down: migration_20261122_213245_initial.down,
    name: '20261122_213245_initial',
  },
  {
    up: migration_20261122_221802_forms.up,
    down: migration_20261122_221802_forms.down,
    name: '20261122_221802_forms',
  },
  {
    up: migration_20261122_223756_submissions.up,
    down: migration_20261122_223756_submissions.down,
    name: '20261122_223756_submissions',
  },
  {
    up: migration_20261122_233619_mail.up,
    down: migration_20261122_233619_mail.down,
    name: '20261122_233619_mail',
  },
  {
    up: migration_20261123_000934_trads_volumes.up,
    down: migration_20261123_000934_trads_volumes.down,
    name: '20261123_000934_trads_volumes',
  },
  {
    up: migration_20261123_070245_offers.up,
    down: migration_20261123_070245_offers.down,
    name: '20261123_070245_offers',
  },
  {
    up: migration_20261123_071525_trads_offers.up,
    down: migration_20261123_071525_trads_offers.down,
    name: '20261123_071525_trads_offers',
  },
  {
    up: migration_20261123_075901_applications.up,
    down: migration_20261123_075901_applications.down,
    name: '20261123_075901_applications',
  },
  {
    up: migration_20261123_080849_application_trads.up,
    down: migration_20261123_080849_application_trads.down,
    name: '20261123_080849_application_trads',
  },
  {
    up: migration_20261123_094605_applications_skills_retention.up,
    down: migration_20261123_094605_applications_skills_retention.down,
    name: '20261123_094605_applications_skills_retention',
  },
  {
    up: migration_20261123_094925_trads_skills_withdrawal.up,
    down: migration_20261123_094925_trads_skills_withdrawal.down,
    name: '20261123_094925_trads_skills_withdrawal',
  },
  {
    up: migration_20261123_104317_posts.up,
    down: migration_20261123_104317_posts.down,
    name: '20261123_104317_posts',
  },
  {
    up: migration_20261123_104735_trads_content.up,
    down: migration_20261123_104735_trads_content.down,
    name: '20261123_104735_trads_content',
  },
  {
    up: migration_20261123_110100_trads_know_more.up,
    down: migration_20261123_110100_trads_know_more.down,
    name: '20261123_110100_trads_know_more',
  },
  {
    up: migration_20261123_113021_know_more_block.up,
    down: migration_20261123_113021_know_more_block.down,
    name: '20261123_113021_know_more_block',
  },
  {
    up: migration_20261123_130106_content_screens.up,
    down: migration_20261123_130106_content_screens.down,
    name: '20261123_130106_content_screens',
  },
  {
    up: migration_20261123_152501_day_at_dav.up,
    down: migration_20261123_152501_day_at_dav.down,
    name: '20261123_152501_day_at_dav',
  },
  {
    up: migration_20261123_164459_day_product_slugs.up,
    down: migration_20261123_164459_day_product_slugs.down,
    name: '20261123_164459_day_product_slugs',
  },
  {
    up: migration_20261126_133230_trust.up,
    down: migration_20261126_133230_trust.down,
    name: '20261126_133230_trust',
  },
  {
    up: migration_20261126_143438_assistant.up,
    down: migration_20261126_143438_assistant.down,
    name: '20261126_143438_assistant',
  },
  {
    up: migration_20261126_145343_trads_assistant.up,
    down: migration_20261126_145343_trads_assistant.down,
    name: '20261126_145343_trads_assistant',
  },
  {
    up: migration_20261126_183822_site_wide.up,
    down: migration_20261126_183822_site_wide.down,
    name: '20261126_183822_site_wide',
  },
  {
    up: migration_20261126_220626_day_seo_trads.up,
    down: migration_20261126_220626_day_seo_trads.down,
    name: '20261126_220626_day_seo_trads',
  },
  {
    up: migration_20261127_000353_submission_keys.up,
    down: migration_20261127_000353_submission_keys.down,
    name: '20261127_000353_submission_keys',
  },
  {
    up: migration_20261127_025915_drafts.up,
    down: migration_20261127_025915_drafts.down,
    name: '20261127_025915_drafts',
  },
  {
    up: migration_20261127_043213_translations_preview.up,
    down: migration_20261127_043213_translations_preview.down,
    name: '20261127_043213_translations_preview',
  },
  {
    up: migration_20261201_235753_staff_accounts.up,
    down: migration_20261201_235753_staff_accounts.down,
    name: '20261201_235753_staff_accounts',
  },
  {
    up: migration_20261202_011546_trads_report_anonymous.up,
    down: migration_20261202_011546_trads_report_anonymous.down,
    name: '20261202_011546_trads_report_anonymous'
  },
];
