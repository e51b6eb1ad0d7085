import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_detail_kind_theme\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_detail_kind_room\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_detail_kind_lunch\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_detail_kind_goodie\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_detail_back\` text;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_themes_locales\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms_locales\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches_locales\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies_locales\` ADD \`slug\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_detail_kind_theme\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_detail_kind_room\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_detail_kind_lunch\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_detail_kind_goodie\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_detail_back\`;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_themes_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies_locales\` DROP COLUMN \`slug\`;`)
}
