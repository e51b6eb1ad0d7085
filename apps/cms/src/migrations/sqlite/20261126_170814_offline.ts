import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`error_reload\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`offline_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`offline_message\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`offline_retry\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`error_reload\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`offline_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`offline_message\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`offline_retry\`;`)
}
