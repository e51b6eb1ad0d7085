import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`know_more_previous\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`know_more_next\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`know_more_previous\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`know_more_next\`;`)
}
