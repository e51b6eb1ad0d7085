import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" ADD COLUMN "request_sent_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "request_sent_heading" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "request_sent_message" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "request_sent_coworking_heading" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "request_sent_coworking_message" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "request_sent_back_home" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "request_sent_back_coworking" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "contact_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "contact_intro" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_submit" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_sending" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_success" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_failure" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_invalid" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_rate_limited" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_required" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_select_placeholder" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_file_hint" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_open" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_dialog" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_previousmonth" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_nextmonth" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_unavailable" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_close" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_datepicker_format" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_learn_more" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "form_honeypot" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_nav" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_nav_presentation" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_nav_rates" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_nav_gallery" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_nav_details" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_nav_request" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_intro" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_day" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_week" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_month" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_price" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_rates_onrequest" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_request_day" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_request_week" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_request_month" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_gallery_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_details_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_map_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_map_itinerary" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_request_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_count_day" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_count_week" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_count_month" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_modal_close" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_estimate" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "coworking_estimate_note" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" DROP COLUMN "request_sent_title";
  ALTER TABLE "trads_locales" DROP COLUMN "request_sent_heading";
  ALTER TABLE "trads_locales" DROP COLUMN "request_sent_message";
  ALTER TABLE "trads_locales" DROP COLUMN "request_sent_coworking_heading";
  ALTER TABLE "trads_locales" DROP COLUMN "request_sent_coworking_message";
  ALTER TABLE "trads_locales" DROP COLUMN "request_sent_back_home";
  ALTER TABLE "trads_locales" DROP COLUMN "request_sent_back_coworking";
  ALTER TABLE "trads_locales" DROP COLUMN "contact_title";
  ALTER TABLE "trads_locales" DROP COLUMN "contact_intro";
  ALTER TABLE "trads_locales" DROP COLUMN "form_submit";
  ALTER TABLE "trads_locales" DROP COLUMN "form_sending";
  ALTER TABLE "trads_locales" DROP COLUMN "form_success";
  ALTER TABLE "trads_locales" DROP COLUMN "form_failure";
  ALTER TABLE "trads_locales" DROP COLUMN "form_invalid";
  ALTER TABLE "trads_locales" DROP COLUMN "form_rate_limited";
  ALTER TABLE "trads_locales" DROP COLUMN "form_required";
  ALTER TABLE "trads_locales" DROP COLUMN "form_select_placeholder";
  ALTER TABLE "trads_locales" DROP COLUMN "form_file_hint";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_open";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_dialog";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_previousmonth";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_nextmonth";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_unavailable";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_close";
  ALTER TABLE "trads_locales" DROP COLUMN "form_datepicker_format";
  ALTER TABLE "trads_locales" DROP COLUMN "form_learn_more";
  ALTER TABLE "trads_locales" DROP COLUMN "form_honeypot";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_title";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_nav";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_nav_presentation";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_nav_rates";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_nav_gallery";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_nav_details";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_nav_request";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_title";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_intro";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_day";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_week";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_month";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_price";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_rates_onrequest";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_request_day";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_request_week";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_request_month";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_gallery_title";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_details_title";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_map_title";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_map_itinerary";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_request_title";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_count_day";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_count_week";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_count_month";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_modal_close";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_estimate";
  ALTER TABLE "trads_locales" DROP COLUMN "coworking_estimate_note";`)
}
