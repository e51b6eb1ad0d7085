import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_know_more\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_order_idx\` ON \`pages_blocks_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_parent_id_idx\` ON \`pages_blocks_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_locale_idx\` ON \`pages_blocks_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_image_idx\` ON \`pages_blocks_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_know_more\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_order_idx\` ON \`pages_blocks_know_more\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_parent_id_idx\` ON \`pages_blocks_know_more\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_path_idx\` ON \`pages_blocks_know_more\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_locale_idx\` ON \`pages_blocks_know_more\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_know_more\`;`)
}
