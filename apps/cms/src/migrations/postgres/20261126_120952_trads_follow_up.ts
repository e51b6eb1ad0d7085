import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trads_follow_up" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_follow_up_locales" (
  	"follow_up_title" varchar,
  	"follow_up_intro" varchar,
  	"follow_up_contact_link" varchar,
  	"follow_up_code_label" varchar,
  	"follow_up_code_hint" varchar,
  	"follow_up_open" varchar,
  	"follow_up_opening" varchar,
  	"follow_up_rate_limited" varchar,
  	"follow_up_failure" varchar,
  	"follow_up_report_heading" varchar,
  	"follow_up_status_label" varchar,
  	"follow_up_status_received" varchar,
  	"follow_up_status_acknowledged" varchar,
  	"follow_up_status_inprogress" varchar,
  	"follow_up_status_closed" varchar,
  	"follow_up_received_at" varchar,
  	"follow_up_acknowledged_at" varchar,
  	"follow_up_closed_at" varchar,
  	"follow_up_acknowledge_by" varchar,
  	"follow_up_feedback_by" varchar,
  	"follow_up_messages" varchar,
  	"follow_up_no_messages" varchar,
  	"follow_up_from_compliance" varchar,
  	"follow_up_from_reporter" varchar,
  	"follow_up_file_one" varchar,
  	"follow_up_file_many" varchar,
  	"follow_up_reply_heading" varchar,
  	"follow_up_reply_message" varchar,
  	"follow_up_reply_file" varchar,
  	"follow_up_reply_submit" varchar,
  	"follow_up_reply_sent" varchar,
  	"follow_up_leave" varchar,
  	"follow_up_left" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_heading" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_message" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_code" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_follow" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_keep" varchar;
  ALTER TABLE "trads_follow_up_locales" ADD CONSTRAINT "trads_follow_up_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_follow_up"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "trads_follow_up_locales_locale_parent_id_unique" ON "trads_follow_up_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trads_follow_up" CASCADE;
  DROP TABLE "trads_follow_up_locales" CASCADE;
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_heading";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_message";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_code";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_follow";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_keep";`)
}
