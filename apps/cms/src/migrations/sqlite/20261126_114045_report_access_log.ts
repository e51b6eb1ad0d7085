import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`report_access_log\`;`)
}
