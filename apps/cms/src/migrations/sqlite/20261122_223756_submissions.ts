import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`youare\` text,
  	\`values\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_order_idx\` ON \`contact_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_parent_idx\` ON \`contact_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_path_idx\` ON \`contact_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_submission_files_id_idx\` ON \`contact_requests_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subsidiary\` text,
  	\`values\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_updated_at_idx\` ON \`whistleblowing_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_created_at_idx\` ON \`whistleblowing_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`whistleblowing_reports_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`whistleblowing_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_rels_order_idx\` ON \`whistleblowing_reports_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_rels_parent_idx\` ON \`whistleblowing_reports_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_rels_path_idx\` ON \`whistleblowing_reports_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_rels_submission_files_id_idx\` ON \`whistleblowing_reports_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE TABLE \`coworking_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`values\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`coworking_requests_updated_at_idx\` ON \`coworking_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coworking_requests_created_at_idx\` ON \`coworking_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`submission_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`original_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`submission_files_updated_at_idx\` ON \`submission_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submission_files_created_at_idx\` ON \`submission_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`submission_files_filename_idx\` ON \`submission_files\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_requests_id\` integer REFERENCES contact_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whistleblowing_reports_id\` integer REFERENCES whistleblowing_reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coworking_requests_id\` integer REFERENCES coworking_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submission_files_id\` integer REFERENCES submission_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whistleblowing_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`whistleblowing_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_reports\`;`)
  await db.run(sql`DROP TABLE \`whistleblowing_reports_rels\`;`)
  await db.run(sql`DROP TABLE \`coworking_requests\`;`)
  await db.run(sql`DROP TABLE \`submission_files\`;`)
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
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
