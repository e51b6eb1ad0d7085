import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`skill_test_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`technology\` text NOT NULL,
  	\`technology_id\` text,
  	\`sub_technology_id\` text,
  	\`provider\` text NOT NULL,
  	\`url\` text,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`skill_test_requests_candidate_idx\` ON \`skill_test_requests\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`skill_test_requests_technology_idx\` ON \`skill_test_requests\` (\`technology\`);`)
  await db.run(sql`CREATE INDEX \`skill_test_requests_updated_at_idx\` ON \`skill_test_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`skill_test_requests_created_at_idx\` ON \`skill_test_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recruitment_skill_tests\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`technology\` text NOT NULL,
  	\`url_template\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recruitment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recruitment_skill_tests_order_idx\` ON \`recruitment_skill_tests\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recruitment_skill_tests_parent_id_idx\` ON \`recruitment_skill_tests\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recruitment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recruiters_email\` text,
  	\`retention_rejected_months\` numeric DEFAULT 3 NOT NULL,
  	\`retention_inactive_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`decided_at\` text;`)
  await db.run(sql`CREATE INDEX \`applications_decided_at_idx\` ON \`applications\` (\`decided_at\`);`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`withdraw_key\` text;`)
  // Candidates from before: a key for the withdraw link of their next receipt.
  await db.run(sql`UPDATE \`candidates\` SET \`withdraw_key\` = lower(hex(randomblob(18))) WHERE \`withdraw_key\` IS NULL;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`skill_test_requests_id\` integer REFERENCES skill_test_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skill_test_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`skill_test_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`skill_test_requests\`;`)
  await db.run(sql`DROP TABLE \`recruitment_skill_tests\`;`)
  await db.run(sql`DROP TABLE \`recruitment\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	\`offers_id\` integer,
  	\`managers_id\` integer,
  	\`applications_id\` integer,
  	\`candidates_id\` integer,
  	\`contact_requests_id\` integer,
  	\`whistleblowing_reports_id\` integer,
  	\`coworking_requests_id\` integer,
  	\`submission_files_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`managers_id\`) REFERENCES \`managers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whistleblowing_reports_id\`) REFERENCES \`whistleblowing_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coworking_requests_id\`) REFERENCES \`coworking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "offers_id", "managers_id", "applications_id", "candidates_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "submission_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "offers_id", "managers_id", "applications_id", "candidates_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "submission_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_managers_id_idx\` ON \`payload_locked_documents_rels\` (\`managers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whistleblowing_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`whistleblowing_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`applications_decided_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`decided_at\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`withdraw_key\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
