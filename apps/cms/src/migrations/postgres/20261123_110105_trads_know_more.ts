import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_content_locales" ADD COLUMN "know_more_previous" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "know_more_next" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_content_locales" DROP COLUMN "know_more_previous";
  ALTER TABLE "trads_content_locales" DROP COLUMN "know_more_next";`)
}
