import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trads_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_forms_locales" (
  	"request_sent_title" varchar,
  	"request_sent_heading" varchar,
  	"request_sent_message" varchar,
  	"request_sent_coworking_heading" varchar,
  	"request_sent_coworking_message" varchar,
  	"request_sent_back_home" varchar,
  	"request_sent_back_coworking" varchar,
  	"contact_title" varchar,
  	"contact_intro" varchar,
  	"form_submit" varchar,
  	"form_sending" varchar,
  	"form_success" varchar,
  	"form_failure" varchar,
  	"form_invalid" varchar,
  	"form_rate_limited" varchar,
  	"form_required" varchar,
  	"form_select_placeholder" varchar,
  	"form_file_hint" varchar,
  	"form_datepicker_open" varchar,
  	"form_datepicker_dialog" varchar,
  	"form_datepicker_previousmonth" varchar,
  	"form_datepicker_nextmonth" varchar,
  	"form_datepicker_unavailable" varchar,
  	"form_datepicker_close" varchar,
  	"form_datepicker_format" varchar,
  	"form_learn_more" varchar,
  	"form_honeypot" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trads_coworking" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_coworking_locales" (
  	"coworking_title" varchar,
  	"coworking_nav" varchar,
  	"coworking_nav_presentation" varchar,
  	"coworking_nav_rates" varchar,
  	"coworking_nav_gallery" varchar,
  	"coworking_nav_details" varchar,
  	"coworking_nav_request" varchar,
  	"coworking_rates_title" varchar,
  	"coworking_rates_intro" varchar,
  	"coworking_rates_day" varchar,
  	"coworking_rates_week" varchar,
  	"coworking_rates_month" varchar,
  	"coworking_rates_price" varchar,
  	"coworking_rates_onrequest" varchar,
  	"coworking_request_day" varchar,
  	"coworking_request_week" varchar,
  	"coworking_request_month" varchar,
  	"coworking_gallery_title" varchar,
  	"coworking_details_title" varchar,
  	"coworking_map_title" varchar,
  	"coworking_map_itinerary" varchar,
  	"coworking_request_title" varchar,
  	"coworking_count_day" varchar,
  	"coworking_count_week" varchar,
  	"coworking_count_month" varchar,
  	"coworking_modal_close" varchar,
  	"coworking_estimate" varchar,
  	"coworking_estimate_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "trads_forms_locales" ADD CONSTRAINT "trads_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trads_coworking_locales" ADD CONSTRAINT "trads_coworking_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_coworking"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "trads_forms_locales_locale_parent_id_unique" ON "trads_forms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trads_coworking_locales_locale_parent_id_unique" ON "trads_coworking_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trads_forms" CASCADE;
  DROP TABLE "trads_forms_locales" CASCADE;
  DROP TABLE "trads_coworking" CASCADE;
  DROP TABLE "trads_coworking_locales" CASCADE;`)
}
