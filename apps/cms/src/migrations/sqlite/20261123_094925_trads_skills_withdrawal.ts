import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_hint\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_title\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_intro\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_lastname\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_firstname\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_email\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_submit\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_success_title\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_success_text\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_take_test\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_failure_title\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_failure_text\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`skills_close\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_title\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_intro\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_confirm\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_done_title\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_done\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_invalid\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_failure\` text;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`withdrawal_back_home\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_hint\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_title\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_intro\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_lastname\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_firstname\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_email\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_submit\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_success_title\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_success_text\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_take_test\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_failure_title\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_failure_text\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`skills_close\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_title\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_intro\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_confirm\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_done_title\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_done\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_invalid\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_failure\`;`);
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`withdrawal_back_home\`;`);
}
