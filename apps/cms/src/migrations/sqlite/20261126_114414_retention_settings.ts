import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` ADD \`closed_at\` text;`)
  await db.run(sql`CREATE INDEX \`whistleblowing_reports_closed_at_idx\` ON \`whistleblowing_reports\` (\`closed_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`retention_settings\`;`)
  await db.run(sql`DROP INDEX \`whistleblowing_reports_closed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`whistleblowing_reports\` DROP COLUMN \`closed_at\`;`)
}
