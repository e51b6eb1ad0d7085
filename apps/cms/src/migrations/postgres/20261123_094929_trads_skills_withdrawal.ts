import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_hint" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_title" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_intro" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_lastname" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_firstname" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_email" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_submit" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_success_title" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_success_text" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_take_test" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_failure_title" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_failure_text" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "skills_close" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_title" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_intro" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_confirm" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_done_title" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_done" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_invalid" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_failure" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "withdrawal_back_home" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_hint";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_title";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_intro";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_lastname";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_firstname";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_email";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_submit";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_success_title";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_success_text";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_take_test";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_failure_title";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_failure_text";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "skills_close";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_title";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_intro";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_confirm";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_done_title";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_done";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_invalid";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_failure";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "withdrawal_back_home";`)
}
