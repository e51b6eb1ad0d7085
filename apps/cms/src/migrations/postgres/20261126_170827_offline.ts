import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" ADD COLUMN "error_reload" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "offline_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "offline_message" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "offline_retry" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" DROP COLUMN "error_reload";
  ALTER TABLE "trads_locales" DROP COLUMN "offline_title";
  ALTER TABLE "trads_locales" DROP COLUMN "offline_message";
  ALTER TABLE "trads_locales" DROP COLUMN "offline_retry";`)
}
