import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`account\` numeric,
  	\`account_email\` text,
  	\`change\` text NOT NULL,
  	\`before\` text,
  	\`after\` text,
  	\`compliance_account\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_audit_log_actor_idx\` ON \`staff_audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_log_account_idx\` ON \`staff_audit_log\` (\`account\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_log_compliance_account_idx\` ON \`staff_audit_log\` (\`compliance_account\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_log_updated_at_idx\` ON \`staff_audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_log_created_at_idx\` ON \`staff_audit_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`disabled\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff_audit_log\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`disabled\`;`)
}
