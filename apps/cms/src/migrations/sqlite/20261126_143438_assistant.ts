import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bot_intents_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bot_intents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bot_intents_examples_order_idx\` ON \`bot_intents_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_examples_parent_id_idx\` ON \`bot_intents_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_examples_locale_idx\` ON \`bot_intents_examples\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`bot_intents_answer_ctas_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bot_intents_answer_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_bot_messages_order_idx\` ON \`bot_intents_answer_ctas_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_bot_messages_parent_id_idx\` ON \`bot_intents_answer_ctas_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_bot_messages_locale_idx\` ON \`bot_intents_answer_ctas_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_bot_messages_media_idx\` ON \`bot_intents_answer_ctas_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`bot_intents_answer_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`role\` text DEFAULT 'link' NOT NULL,
  	\`url\` text,
  	\`external\` integer,
  	\`user_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bot_intents_answer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_order_idx\` ON \`bot_intents_answer_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_parent_id_idx\` ON \`bot_intents_answer_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_ctas_locale_idx\` ON \`bot_intents_answer_ctas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`bot_intents_answer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`redirection\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bot_intents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_order_idx\` ON \`bot_intents_answer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_parent_id_idx\` ON \`bot_intents_answer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_locale_idx\` ON \`bot_intents_answer\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_answer_media_idx\` ON \`bot_intents_answer\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`bot_intents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text DEFAULT 'static' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bot_intents_key_idx\` ON \`bot_intents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_updated_at_idx\` ON \`bot_intents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bot_intents_created_at_idx\` ON \`bot_intents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bot_intent_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intent_id\` integer NOT NULL,
  	\`locale\` text NOT NULL,
  	\`month\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`intent_id\`) REFERENCES \`bot_intents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`bot_intent_stats_intent_idx\` ON \`bot_intent_stats\` (\`intent_id\`);`)
  await db.run(sql`CREATE INDEX \`bot_intent_stats_locale_idx\` ON \`bot_intent_stats\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`bot_intent_stats_month_idx\` ON \`bot_intent_stats\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`bot_intent_stats_updated_at_idx\` ON \`bot_intent_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bot_intent_stats_created_at_idx\` ON \`bot_intent_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`intent_locale_month_idx\` ON \`bot_intent_stats\` (\`intent_id\`,\`locale\`,\`month\`);`)
  await db.run(sql`CREATE TABLE \`bot_unmatched_questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`bot_unmatched_questions_locale_idx\` ON \`bot_unmatched_questions\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`bot_unmatched_questions_updated_at_idx\` ON \`bot_unmatched_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bot_unmatched_questions_created_at_idx\` ON \`bot_unmatched_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`assistant_greetings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_greetings_order_idx\` ON \`assistant_greetings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_greetings_parent_id_idx\` ON \`assistant_greetings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_greetings_locale_idx\` ON \`assistant_greetings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_name_reply\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_name_reply_order_idx\` ON \`assistant_name_reply\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_name_reply_parent_id_idx\` ON \`assistant_name_reply\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_name_reply_locale_idx\` ON \`assistant_name_reply\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_drinks_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_drinks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_drinks_bot_messages_order_idx\` ON \`assistant_drinks_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_drinks_bot_messages_parent_id_idx\` ON \`assistant_drinks_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_drinks_bot_messages_locale_idx\` ON \`assistant_drinks_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_drinks_bot_messages_media_idx\` ON \`assistant_drinks_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_drinks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`user_message\` text NOT NULL,
  	\`background_id\` integer,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_drinks_order_idx\` ON \`assistant_drinks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_drinks_parent_id_idx\` ON \`assistant_drinks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_drinks_locale_idx\` ON \`assistant_drinks\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_drinks_background_idx\` ON \`assistant_drinks\` (\`background_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_entries_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_entries_bot_messages_order_idx\` ON \`assistant_entries_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_entries_bot_messages_parent_id_idx\` ON \`assistant_entries_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_entries_bot_messages_locale_idx\` ON \`assistant_entries_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_entries_bot_messages_media_idx\` ON \`assistant_entries_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`user_message\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_entries_order_idx\` ON \`assistant_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_entries_parent_id_idx\` ON \`assistant_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_entries_locale_idx\` ON \`assistant_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_fallback_ctas_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_fallback_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_bot_messages_order_idx\` ON \`assistant_fallback_ctas_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_bot_messages_parent_id_idx\` ON \`assistant_fallback_ctas_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_bot_messages_locale_idx\` ON \`assistant_fallback_ctas_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_bot_messages_media_idx\` ON \`assistant_fallback_ctas_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_fallback_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`role\` text DEFAULT 'link' NOT NULL,
  	\`url\` text,
  	\`external\` integer,
  	\`user_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_fallback\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_order_idx\` ON \`assistant_fallback_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_parent_id_idx\` ON \`assistant_fallback_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_ctas_locale_idx\` ON \`assistant_fallback_ctas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_fallback\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`redirection\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_fallback_order_idx\` ON \`assistant_fallback\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_parent_id_idx\` ON \`assistant_fallback\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_locale_idx\` ON \`assistant_fallback\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_fallback_media_idx\` ON \`assistant_fallback\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_idle_ctas_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_idle_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_bot_messages_order_idx\` ON \`assistant_idle_ctas_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_bot_messages_parent_id_idx\` ON \`assistant_idle_ctas_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_bot_messages_locale_idx\` ON \`assistant_idle_ctas_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_bot_messages_media_idx\` ON \`assistant_idle_ctas_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_idle_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`role\` text DEFAULT 'link' NOT NULL,
  	\`url\` text,
  	\`external\` integer,
  	\`user_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_idle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_order_idx\` ON \`assistant_idle_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_parent_id_idx\` ON \`assistant_idle_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_ctas_locale_idx\` ON \`assistant_idle_ctas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_idle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`redirection\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_idle_order_idx\` ON \`assistant_idle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_parent_id_idx\` ON \`assistant_idle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_locale_idx\` ON \`assistant_idle\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_idle_media_idx\` ON \`assistant_idle\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_unavailable_ctas_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_unavailable_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_bot_messages_order_idx\` ON \`assistant_unavailable_ctas_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_bot_messages_parent_id_idx\` ON \`assistant_unavailable_ctas_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_bot_messages_locale_idx\` ON \`assistant_unavailable_ctas_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_bot_messages_media_idx\` ON \`assistant_unavailable_ctas_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_unavailable_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`role\` text DEFAULT 'link' NOT NULL,
  	\`url\` text,
  	\`external\` integer,
  	\`user_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_unavailable\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_order_idx\` ON \`assistant_unavailable_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_parent_id_idx\` ON \`assistant_unavailable_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_ctas_locale_idx\` ON \`assistant_unavailable_ctas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_unavailable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`redirection\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_order_idx\` ON \`assistant_unavailable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_parent_id_idx\` ON \`assistant_unavailable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_locale_idx\` ON \`assistant_unavailable\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unavailable_media_idx\` ON \`assistant_unavailable\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_rudeness_ctas_bot_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_rudeness_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_bot_messages_order_idx\` ON \`assistant_rudeness_ctas_bot_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_bot_messages_parent_id_idx\` ON \`assistant_rudeness_ctas_bot_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_bot_messages_locale_idx\` ON \`assistant_rudeness_ctas_bot_messages\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_bot_messages_media_idx\` ON \`assistant_rudeness_ctas_bot_messages\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_rudeness_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`role\` text DEFAULT 'link' NOT NULL,
  	\`url\` text,
  	\`external\` integer,
  	\`user_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant_rudeness\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_order_idx\` ON \`assistant_rudeness_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_parent_id_idx\` ON \`assistant_rudeness_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_ctas_locale_idx\` ON \`assistant_rudeness_ctas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`assistant_rudeness\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`redirection\` text,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_order_idx\` ON \`assistant_rudeness\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_parent_id_idx\` ON \`assistant_rudeness\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_locale_idx\` ON \`assistant_rudeness\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`assistant_rudeness_media_idx\` ON \`assistant_rudeness\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mascot_name\` text DEFAULT 'Dav' NOT NULL,
  	\`background_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_background_idx\` ON \`assistant\` (\`background_id\`);`)
  await db.run(sql`CREATE TABLE \`assistant_locales\` (
  	\`name_question\` text NOT NULL,
  	\`anonymous_name\` text NOT NULL,
  	\`offensive_name_reply\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`assistant_locales_locale_parent_id_unique\` ON \`assistant_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bot_intents_id\` integer REFERENCES bot_intents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bot_intent_stats_id\` integer REFERENCES bot_intent_stats(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bot_unmatched_questions_id\` integer REFERENCES bot_unmatched_questions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_intents_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_intents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_intent_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_intent_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_unmatched_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_unmatched_questions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bot_intents_examples\`;`)
  await db.run(sql`DROP TABLE \`bot_intents_answer_ctas_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`bot_intents_answer_ctas\`;`)
  await db.run(sql`DROP TABLE \`bot_intents_answer\`;`)
  await db.run(sql`DROP TABLE \`bot_intents\`;`)
  await db.run(sql`DROP TABLE \`bot_intent_stats\`;`)
  await db.run(sql`DROP TABLE \`bot_unmatched_questions\`;`)
  await db.run(sql`DROP TABLE \`assistant_greetings\`;`)
  await db.run(sql`DROP TABLE \`assistant_name_reply\`;`)
  await db.run(sql`DROP TABLE \`assistant_drinks_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`assistant_drinks\`;`)
  await db.run(sql`DROP TABLE \`assistant_entries_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`assistant_entries\`;`)
  await db.run(sql`DROP TABLE \`assistant_fallback_ctas_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`assistant_fallback_ctas\`;`)
  await db.run(sql`DROP TABLE \`assistant_fallback\`;`)
  await db.run(sql`DROP TABLE \`assistant_idle_ctas_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`assistant_idle_ctas\`;`)
  await db.run(sql`DROP TABLE \`assistant_idle\`;`)
  await db.run(sql`DROP TABLE \`assistant_unavailable_ctas_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`assistant_unavailable_ctas\`;`)
  await db.run(sql`DROP TABLE \`assistant_unavailable\`;`)
  await db.run(sql`DROP TABLE \`assistant_rudeness_ctas_bot_messages\`;`)
  await db.run(sql`DROP TABLE \`assistant_rudeness_ctas\`;`)
  await db.run(sql`DROP TABLE \`assistant_rudeness\`;`)
  await db.run(sql`DROP TABLE \`assistant\`;`)
  await db.run(sql`DROP TABLE \`assistant_locales\`;`)
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
  	\`report_messages_id\` integer,
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
  	FOREIGN KEY (\`report_messages_id\`) REFERENCES \`report_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coworking_requests_id\`) REFERENCES \`coworking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`day_requests_id\`) REFERENCES \`day_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "report_messages_id", "coworking_requests_id", "day_requests_id", "submission_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "report_messages_id", "coworking_requests_id", "day_requests_id", "submission_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`report_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_day_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`day_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
