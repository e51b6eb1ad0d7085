import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" ADD COLUMN "shell_loading" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "footer_accessible_version" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" DROP COLUMN "shell_loading";
  ALTER TABLE "trads_locales" DROP COLUMN "footer_accessible_version";`)
}
