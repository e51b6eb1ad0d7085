import type { CollectionConfig, GlobalConfig } from 'payload';
import { Applications, Candidates } from './collections/applications';
import { BotIntents } from './collections/bot-intents';
import { BotIntentStats, BotUnmatchedQuestions } from './collections/bot-stats';
import { Categories } from './collections/categories';
import { Posts } from './collections/posts';
import { Redirects } from './collections/redirects';
import { ReportAccessLog } from './collections/report-access-log';
import { StaffAuditLog } from './collections/staff-audit-log';
import { SkillTestRequests } from './collections/applications/skill-tests';
import { Expertises } from './collections/expertises';
import { Forms } from './collections/forms';
import { Managers } from './collections/managers';
import { Media } from './collections/media';
import { Offers } from './collections/offers';
import { Pages } from './collections/pages';
import { Subsidiaries } from './collections/subsidiaries';
import {
  ContactRequests,
  CoworkingRequests,
  DayRequests,
  SubmissionFiles,
  WhistleblowingReports,
} from './collections/submissions';
import { ReportMessages } from './collections/submissions/report-messages';
import { SubmissionKeys } from './collections/submission-keys';
import { Users } from './collections/users';
import { Assistant } from './globals/assistant';
import { BurgerContent } from './globals/burger-content';
import { Consent } from './globals/consent';
import { Coworking } from './globals/coworking';
import { DayAtDav } from './globals/day-at-dav';
import { FooterContent } from './globals/footer-content';
import { HeaderContent } from './globals/header-content';
import { Menus } from './globals/menus';
import { Recruitment } from './globals/recruitment';
import { RetentionSettings } from './globals/retention-settings';
import { SiteSettings } from './globals/site-settings';
import { TradGlobals } from './globals/trads';
import { withPictureCheck, withTranslationStatus } from './translations/field';

/** Our collections and globals as written (English), before the admin translation pass. */
export const COLLECTIONS: CollectionConfig[] = [
  Pages,
  Media,
  Forms,
  Subsidiaries,
  Expertises,
  Posts,
  Categories,
  Redirects,
  Offers,
  Managers,
  Applications,
  Candidates,
  SkillTestRequests,
  ContactRequests,
  WhistleblowingReports,
  ReportMessages,
  CoworkingRequests,
  DayRequests,
  SubmissionFiles,
  SubmissionKeys,
  ReportAccessLog,
  BotIntents,
  BotIntentStats,
  BotUnmatchedQuestions,
  Users,
  StaffAuditLog,
].map(withTranslationStatus);

export const GLOBALS: GlobalConfig[] = [
  Menus,
  HeaderContent,
  BurgerContent,
  FooterContent,
  ...TradGlobals,
  SiteSettings,
  Consent,
  Coworking,
  DayAtDav,
  Recruitment,
  RetentionSettings,
  Assistant,
].map(withPictureCheck);
