import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trads_follow_up\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`trads_follow_up_locales\` (
  	\`follow_up_title\` text,
  	\`follow_up_intro\` text,
  	\`follow_up_contact_link\` text,
  	\`follow_up_code_label\` text,
  	\`follow_up_code_hint\` text,
  	\`follow_up_open\` text,
  	\`follow_up_opening\` text,
  	\`follow_up_rate_limited\` text,
  	\`follow_up_failure\` text,
  	\`follow_up_report_heading\` text,
  	\`follow_up_status_label\` text,
  	\`follow_up_status_received\` text,
  	\`follow_up_status_acknowledged\` text,
  	\`follow_up_status_inprogress\` text,
  	\`follow_up_status_closed\` text,
  	\`follow_up_received_at\` text,
  	\`follow_up_acknowledged_at\` text,
  	\`follow_up_closed_at\` text,
  	\`follow_up_acknowledge_by\` text,
  	\`follow_up_feedback_by\` text,
  	\`follow_up_messages\` text,
  	\`follow_up_no_messages\` text,
  	\`follow_up_from_compliance\` text,
  	\`follow_up_from_reporter\` text,
  	\`follow_up_file_one\` text,
  	\`follow_up_file_many\` text,
  	\`follow_up_reply_heading\` text,
  	\`follow_up_reply_message\` text,
  	\`follow_up_reply_file\` text,
  	\`follow_up_reply_submit\` text,
  	\`follow_up_reply_sent\` text,
  	\`follow_up_leave\` text,
  	\`follow_up_left\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trads_follow_up\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trads_follow_up_locales_locale_parent_id_unique\` ON \`trads_follow_up_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_heading\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_message\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_code\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_follow\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_keep\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trads_follow_up\`;`)
  await db.run(sql`DROP TABLE \`trads_follow_up_locales\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_heading\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_message\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_code\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_follow\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_keep\`;`)
}
