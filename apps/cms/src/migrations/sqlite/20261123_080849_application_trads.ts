import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_application_heading\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_application_message\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_back_offers\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`form_duplicate_jobs\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`form_duplicate_patience\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`form_duplicate_close\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`spontaneous_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`spontaneous_intro\` text;`)
  await db.run(sql`ALTER TABLE \`trads_offers_locales\` DROP COLUMN \`offers_apply_contact\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_offers_locales\` ADD \`offers_apply_contact\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_application_heading\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_application_message\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_back_offers\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`form_duplicate_jobs\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`form_duplicate_patience\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`form_duplicate_close\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`spontaneous_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`spontaneous_intro\`;`)
}
