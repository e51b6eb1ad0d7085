import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_mascot_greetings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mascot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_order_idx\` ON \`pages_blocks_mascot_greetings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_parent_id_idx\` ON \`pages_blocks_mascot_greetings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_locale_idx\` ON \`pages_blocks_mascot_greetings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mascot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`second_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_order_idx\` ON \`pages_blocks_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_parent_id_idx\` ON \`pages_blocks_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_path_idx\` ON \`pages_blocks_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_locale_idx\` ON \`pages_blocks_mascot\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_image_idx\` ON \`pages_blocks_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_second_image_idx\` ON \`pages_blocks_mascot\` (\`second_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_name_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`placeholder\` text,
  	\`button_label\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_order_idx\` ON \`pages_blocks_name_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_parent_id_idx\` ON \`pages_blocks_name_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_path_idx\` ON \`pages_blocks_name_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_locale_idx\` ON \`pages_blocks_name_prompt\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_entry_points_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`url\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_entry_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_order_idx\` ON \`pages_blocks_entry_points_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_parent_id_idx\` ON \`pages_blocks_entry_points_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_locale_idx\` ON \`pages_blocks_entry_points_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_image_idx\` ON \`pages_blocks_entry_points_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_entry_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_order_idx\` ON \`pages_blocks_entry_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_parent_id_idx\` ON \`pages_blocks_entry_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_path_idx\` ON \`pages_blocks_entry_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_locale_idx\` ON \`pages_blocks_entry_points\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`home_entry_points\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`home_prompt_hint\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mascot\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_name_prompt\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_entry_points\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`home_entry_points\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`home_prompt_hint\`;`)
}
