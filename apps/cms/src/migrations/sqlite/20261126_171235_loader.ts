import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`shell_loading\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`footer_accessible_version\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`shell_loading\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`footer_accessible_version\`;`)
}
