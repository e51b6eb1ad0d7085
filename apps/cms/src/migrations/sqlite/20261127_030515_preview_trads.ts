import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`preview_banner\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`preview_banner_label\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`preview_exit\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`preview_invalid_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`preview_invalid_message\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`preview_banner\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`preview_banner_label\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`preview_exit\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`preview_invalid_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`preview_invalid_message\`;`)
}
