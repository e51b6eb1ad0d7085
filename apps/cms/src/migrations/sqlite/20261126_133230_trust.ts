import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`report_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` integer NOT NULL,
  	\`from\` text DEFAULT 'compliance' NOT NULL,
  	\`body\` text NOT NULL,
  	\`author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`whistleblowing_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`report_messages_report_idx\` ON \`report_messages\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`report_messages_author_idx\` ON \`report_messages\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`report_messages_updated_at_idx\` ON \`report_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`report_messages_created_at_idx\` ON \`report_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`report_messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`report_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_messages_rels_order_idx\` ON \`report_messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`report_messages_rels_parent_idx\` ON \`report_messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_messages_rels_path_idx\` ON \`report_messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`report_messages_rels_submission_files_id_idx\` ON \`report_messages_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE TABLE \`report_access_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`action\` text NOT NULL,
  	\`report\` numeric,
  	\`file\` numeric,
  	\`address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`report_access_log_user_idx\` ON \`report_access_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`report_access_log_report_idx\` ON \`report_access_log\` (\`report\`);`)
  await db.run(sql`CREATE INDEX \`report_access_log_file_idx\` ON \`report_access_log\` (\`file\`);`)
  await db.run(sql`CREATE INDEX \`report_access_log_updated_at_idx\` ON \`report_access_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`report_access_log_created_at_idx\` ON \`report_access_log\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`retention_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_months\` numeric DEFAULT 12 NOT NULL,
  	\`coworking_months\` numeric DEFAULT 12 NOT NULL,
  	\`day_months\` numeric DEFAULT 12 NOT NULL,
  	\`closed_report_months\` numeric DEFAULT 2 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`status\` text DEFAULT 'received' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`next_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`acknowledged_at\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`closed_at\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`due_order\` numeric;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`receipt_hash\` text;`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_status_idx\` ON \`whistleblowing_reports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_next_due_at_idx\` ON \`whistleblowing_reports\` (\`next_due_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_closed_at_idx\` ON \`whistleblowing_reports\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_due_order_idx\` ON \`whistleblowing_reports\` (\`due_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblowing_reports_receipt_hash_idx\` ON \`whistleblowing_reports\` (\`receipt_hash\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`report_messages_id\` integer REFERENCES report_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`report_messages_id\`);`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_heading\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_message\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_code\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_follow\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_report_keep\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`report_messages\`;`)
  await db.run(sql`DROP TABLE \`report_messages_rels\`;`)
  await db.run(sql`DROP TABLE \`report_access_log\`;`)
  await db.run(sql`DROP TABLE \`trads_follow_up\`;`)
  await db.run(sql`DROP TABLE \`trads_follow_up_locales\`;`)
  await db.run(sql`DROP TABLE \`retention_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`forms_id\` integer,
  	\`subsidiaries_id\` integer,
  	\`expertises_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`offers_id\` integer,
  	\`managers_id\` integer,
  	\`applications_id\` integer,
  	\`candidates_id\` integer,
  	\`skill_test_requests_id\` integer,
  	\`contact_requests_id\` integer,
  	\`whistleblowing_reports_id\` integer,
  	\`coworking_requests_id\` integer,
  	\`day_requests_id\` integer,
  	\`submission_files_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`managers_id\`) REFERENCES \`managers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skill_test_requests_id\`) REFERENCES \`skill_test_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whistleblowing_reports_id\`) REFERENCES \`whistleblowing_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coworking_requests_id\`) REFERENCES \`coworking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`day_requests_id\`) REFERENCES \`day_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "day_requests_id", "submission_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "day_requests_id", "submission_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subsidiaries_id_idx\` ON \`payload_locked_documents_rels\` (\`subsidiaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_expertises_id_idx\` ON \`payload_locked_documents_rels\` (\`expertises_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_managers_id_idx\` ON \`payload_locked_documents_rels\` (\`managers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skill_test_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`skill_test_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whistleblowing_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`whistleblowing_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_day_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`day_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`whistleblowing_reports_status_idx\`;`)
  await db.run(sql`DROP INDEX \`whistleblowing_reports_next_due_at_idx\`;`)
  await db.run(sql`DROP INDEX \`whistleblowing_reports_closed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`whistleblowing_reports_due_order_idx\`;`)
  await db.run(sql`DROP INDEX \`whistleblowing_reports_receipt_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`next_due_at\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`acknowledged_at\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`closed_at\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`due_order\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`receipt_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_heading\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_message\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_code\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_follow\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_report_keep\`;`)
}
