import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_application_heading" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_application_message" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_back_offers" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "form_duplicate_jobs" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "form_duplicate_patience" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "form_duplicate_close" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "spontaneous_title" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "spontaneous_intro" varchar;
  ALTER TABLE "trads_offers_locales" DROP COLUMN "offers_apply_contact";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_offers_locales" ADD COLUMN "offers_apply_contact" varchar;
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_application_heading";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_application_message";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_back_offers";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "form_duplicate_jobs";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "form_duplicate_patience";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "form_duplicate_close";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "spontaneous_title";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "spontaneous_intro";`)
}
