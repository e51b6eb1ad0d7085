import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`submission_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`scope\` text NOT NULL,
  	\`fingerprint\` text NOT NULL,
  	\`collection\` text,
  	\`document\` numeric,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`submission_keys_key_idx\` ON \`submission_keys\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`submission_keys_document_idx\` ON \`submission_keys\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`submission_keys_updated_at_idx\` ON \`submission_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submission_keys_created_at_idx\` ON \`submission_keys\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`submission_keys\`;`)
}
