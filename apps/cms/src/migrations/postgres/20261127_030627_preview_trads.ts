import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" ADD COLUMN "preview_banner" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "preview_banner_label" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "preview_exit" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "preview_invalid_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "preview_invalid_message" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" DROP COLUMN "preview_banner";
  ALTER TABLE "trads_locales" DROP COLUMN "preview_banner_label";
  ALTER TABLE "trads_locales" DROP COLUMN "preview_exit";
  ALTER TABLE "trads_locales" DROP COLUMN "preview_invalid_title";
  ALTER TABLE "trads_locales" DROP COLUMN "preview_invalid_message";`)
}
