import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bot_intents_answer_ctas_role" AS ENUM('link', 'button');
  CREATE TYPE "public"."enum_bot_intents_kind" AS ENUM('static', 'offers', 'subsidiaries');
  CREATE TYPE "public"."enum_assistant_fallback_ctas_role" AS ENUM('link', 'button');
  CREATE TYPE "public"."enum_assistant_idle_ctas_role" AS ENUM('link', 'button');
  CREATE TYPE "public"."enum_assistant_unavailable_ctas_role" AS ENUM('link', 'button');
  CREATE TYPE "public"."enum_assistant_rudeness_ctas_role" AS ENUM('link', 'button');
  CREATE TABLE "bot_intents_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL
  );
  
  CREATE TABLE "bot_intents_answer_ctas_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "bot_intents_answer_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"role" "enum_bot_intents_answer_ctas_role" DEFAULT 'link' NOT NULL,
  	"url" varchar,
  	"external" boolean,
  	"user_message" varchar
  );
  
  CREATE TABLE "bot_intents_answer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"redirection" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "bot_intents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_bot_intents_kind" DEFAULT 'static' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bot_intent_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intent_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bot_unmatched_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_greetings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL
  );
  
  CREATE TABLE "assistant_name_reply" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL
  );
  
  CREATE TABLE "assistant_drinks_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_drinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"user_message" varchar NOT NULL,
  	"background_id" integer
  );
  
  CREATE TABLE "assistant_entries_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"user_message" varchar NOT NULL
  );
  
  CREATE TABLE "assistant_fallback_ctas_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_fallback_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"role" "enum_assistant_fallback_ctas_role" DEFAULT 'link' NOT NULL,
  	"url" varchar,
  	"external" boolean,
  	"user_message" varchar
  );
  
  CREATE TABLE "assistant_fallback" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"redirection" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_idle_ctas_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_idle_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"role" "enum_assistant_idle_ctas_role" DEFAULT 'link' NOT NULL,
  	"url" varchar,
  	"external" boolean,
  	"user_message" varchar
  );
  
  CREATE TABLE "assistant_idle" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"redirection" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_unavailable_ctas_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_unavailable_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"role" "enum_assistant_unavailable_ctas_role" DEFAULT 'link' NOT NULL,
  	"url" varchar,
  	"external" boolean,
  	"user_message" varchar
  );
  
  CREATE TABLE "assistant_unavailable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"redirection" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_rudeness_ctas_bot_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant_rudeness_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"role" "enum_assistant_rudeness_ctas_role" DEFAULT 'link' NOT NULL,
  	"url" varchar,
  	"external" boolean,
  	"user_message" varchar
  );
  
  CREATE TABLE "assistant_rudeness" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"redirection" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "assistant" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mascot_name" varchar DEFAULT 'Dav' NOT NULL,
  	"background_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "assistant_locales" (
  	"name_question" varchar NOT NULL,
  	"anonymous_name" varchar NOT NULL,
  	"offensive_name_reply" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bot_intents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bot_intent_stats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bot_unmatched_questions_id" integer;
  ALTER TABLE "bot_intents_examples" ADD CONSTRAINT "bot_intents_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bot_intents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bot_intents_answer_ctas_bot_messages" ADD CONSTRAINT "bot_intents_answer_ctas_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bot_intents_answer_ctas_bot_messages" ADD CONSTRAINT "bot_intents_answer_ctas_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bot_intents_answer_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bot_intents_answer_ctas" ADD CONSTRAINT "bot_intents_answer_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bot_intents_answer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bot_intents_answer" ADD CONSTRAINT "bot_intents_answer_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bot_intents_answer" ADD CONSTRAINT "bot_intents_answer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bot_intents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bot_intent_stats" ADD CONSTRAINT "bot_intent_stats_intent_id_bot_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."bot_intents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_greetings" ADD CONSTRAINT "assistant_greetings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_name_reply" ADD CONSTRAINT "assistant_name_reply_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_drinks_bot_messages" ADD CONSTRAINT "assistant_drinks_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_drinks_bot_messages" ADD CONSTRAINT "assistant_drinks_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_drinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_drinks" ADD CONSTRAINT "assistant_drinks_background_id_media_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_drinks" ADD CONSTRAINT "assistant_drinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_entries_bot_messages" ADD CONSTRAINT "assistant_entries_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_entries_bot_messages" ADD CONSTRAINT "assistant_entries_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_entries" ADD CONSTRAINT "assistant_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_fallback_ctas_bot_messages" ADD CONSTRAINT "assistant_fallback_ctas_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_fallback_ctas_bot_messages" ADD CONSTRAINT "assistant_fallback_ctas_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_fallback_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_fallback_ctas" ADD CONSTRAINT "assistant_fallback_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_fallback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_fallback" ADD CONSTRAINT "assistant_fallback_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_fallback" ADD CONSTRAINT "assistant_fallback_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_idle_ctas_bot_messages" ADD CONSTRAINT "assistant_idle_ctas_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_idle_ctas_bot_messages" ADD CONSTRAINT "assistant_idle_ctas_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_idle_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_idle_ctas" ADD CONSTRAINT "assistant_idle_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_idle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_idle" ADD CONSTRAINT "assistant_idle_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_idle" ADD CONSTRAINT "assistant_idle_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_unavailable_ctas_bot_messages" ADD CONSTRAINT "assistant_unavailable_ctas_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_unavailable_ctas_bot_messages" ADD CONSTRAINT "assistant_unavailable_ctas_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_unavailable_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_unavailable_ctas" ADD CONSTRAINT "assistant_unavailable_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_unavailable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_unavailable" ADD CONSTRAINT "assistant_unavailable_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_unavailable" ADD CONSTRAINT "assistant_unavailable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_rudeness_ctas_bot_messages" ADD CONSTRAINT "assistant_rudeness_ctas_bot_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_rudeness_ctas_bot_messages" ADD CONSTRAINT "assistant_rudeness_ctas_bot_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_rudeness_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_rudeness_ctas" ADD CONSTRAINT "assistant_rudeness_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_rudeness"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_rudeness" ADD CONSTRAINT "assistant_rudeness_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_rudeness" ADD CONSTRAINT "assistant_rudeness_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant" ADD CONSTRAINT "assistant_background_id_media_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_locales" ADD CONSTRAINT "assistant_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bot_intents_examples_order_idx" ON "bot_intents_examples" USING btree ("_order");
  CREATE INDEX "bot_intents_examples_parent_id_idx" ON "bot_intents_examples" USING btree ("_parent_id");
  CREATE INDEX "bot_intents_examples_locale_idx" ON "bot_intents_examples" USING btree ("_locale");
  CREATE INDEX "bot_intents_answer_ctas_bot_messages_order_idx" ON "bot_intents_answer_ctas_bot_messages" USING btree ("_order");
  CREATE INDEX "bot_intents_answer_ctas_bot_messages_parent_id_idx" ON "bot_intents_answer_ctas_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "bot_intents_answer_ctas_bot_messages_locale_idx" ON "bot_intents_answer_ctas_bot_messages" USING btree ("_locale");
  CREATE INDEX "bot_intents_answer_ctas_bot_messages_media_idx" ON "bot_intents_answer_ctas_bot_messages" USING btree ("media_id");
  CREATE INDEX "bot_intents_answer_ctas_order_idx" ON "bot_intents_answer_ctas" USING btree ("_order");
  CREATE INDEX "bot_intents_answer_ctas_parent_id_idx" ON "bot_intents_answer_ctas" USING btree ("_parent_id");
  CREATE INDEX "bot_intents_answer_ctas_locale_idx" ON "bot_intents_answer_ctas" USING btree ("_locale");
  CREATE INDEX "bot_intents_answer_order_idx" ON "bot_intents_answer" USING btree ("_order");
  CREATE INDEX "bot_intents_answer_parent_id_idx" ON "bot_intents_answer" USING btree ("_parent_id");
  CREATE INDEX "bot_intents_answer_locale_idx" ON "bot_intents_answer" USING btree ("_locale");
  CREATE INDEX "bot_intents_answer_media_idx" ON "bot_intents_answer" USING btree ("media_id");
  CREATE UNIQUE INDEX "bot_intents_key_idx" ON "bot_intents" USING btree ("key");
  CREATE INDEX "bot_intents_updated_at_idx" ON "bot_intents" USING btree ("updated_at");
  CREATE INDEX "bot_intents_created_at_idx" ON "bot_intents" USING btree ("created_at");
  CREATE INDEX "bot_intent_stats_intent_idx" ON "bot_intent_stats" USING btree ("intent_id");
  CREATE INDEX "bot_intent_stats_locale_idx" ON "bot_intent_stats" USING btree ("locale");
  CREATE INDEX "bot_intent_stats_month_idx" ON "bot_intent_stats" USING btree ("month");
  CREATE INDEX "bot_intent_stats_updated_at_idx" ON "bot_intent_stats" USING btree ("updated_at");
  CREATE INDEX "bot_intent_stats_created_at_idx" ON "bot_intent_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "intent_locale_month_idx" ON "bot_intent_stats" USING btree ("intent_id","locale","month");
  CREATE INDEX "bot_unmatched_questions_locale_idx" ON "bot_unmatched_questions" USING btree ("locale");
  CREATE INDEX "bot_unmatched_questions_updated_at_idx" ON "bot_unmatched_questions" USING btree ("updated_at");
  CREATE INDEX "bot_unmatched_questions_created_at_idx" ON "bot_unmatched_questions" USING btree ("created_at");
  CREATE INDEX "assistant_greetings_order_idx" ON "assistant_greetings" USING btree ("_order");
  CREATE INDEX "assistant_greetings_parent_id_idx" ON "assistant_greetings" USING btree ("_parent_id");
  CREATE INDEX "assistant_greetings_locale_idx" ON "assistant_greetings" USING btree ("_locale");
  CREATE INDEX "assistant_name_reply_order_idx" ON "assistant_name_reply" USING btree ("_order");
  CREATE INDEX "assistant_name_reply_parent_id_idx" ON "assistant_name_reply" USING btree ("_parent_id");
  CREATE INDEX "assistant_name_reply_locale_idx" ON "assistant_name_reply" USING btree ("_locale");
  CREATE INDEX "assistant_drinks_bot_messages_order_idx" ON "assistant_drinks_bot_messages" USING btree ("_order");
  CREATE INDEX "assistant_drinks_bot_messages_parent_id_idx" ON "assistant_drinks_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "assistant_drinks_bot_messages_locale_idx" ON "assistant_drinks_bot_messages" USING btree ("_locale");
  CREATE INDEX "assistant_drinks_bot_messages_media_idx" ON "assistant_drinks_bot_messages" USING btree ("media_id");
  CREATE INDEX "assistant_drinks_order_idx" ON "assistant_drinks" USING btree ("_order");
  CREATE INDEX "assistant_drinks_parent_id_idx" ON "assistant_drinks" USING btree ("_parent_id");
  CREATE INDEX "assistant_drinks_locale_idx" ON "assistant_drinks" USING btree ("_locale");
  CREATE INDEX "assistant_drinks_background_idx" ON "assistant_drinks" USING btree ("background_id");
  CREATE INDEX "assistant_entries_bot_messages_order_idx" ON "assistant_entries_bot_messages" USING btree ("_order");
  CREATE INDEX "assistant_entries_bot_messages_parent_id_idx" ON "assistant_entries_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "assistant_entries_bot_messages_locale_idx" ON "assistant_entries_bot_messages" USING btree ("_locale");
  CREATE INDEX "assistant_entries_bot_messages_media_idx" ON "assistant_entries_bot_messages" USING btree ("media_id");
  CREATE INDEX "assistant_entries_order_idx" ON "assistant_entries" USING btree ("_order");
  CREATE INDEX "assistant_entries_parent_id_idx" ON "assistant_entries" USING btree ("_parent_id");
  CREATE INDEX "assistant_entries_locale_idx" ON "assistant_entries" USING btree ("_locale");
  CREATE INDEX "assistant_fallback_ctas_bot_messages_order_idx" ON "assistant_fallback_ctas_bot_messages" USING btree ("_order");
  CREATE INDEX "assistant_fallback_ctas_bot_messages_parent_id_idx" ON "assistant_fallback_ctas_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "assistant_fallback_ctas_bot_messages_locale_idx" ON "assistant_fallback_ctas_bot_messages" USING btree ("_locale");
  CREATE INDEX "assistant_fallback_ctas_bot_messages_media_idx" ON "assistant_fallback_ctas_bot_messages" USING btree ("media_id");
  CREATE INDEX "assistant_fallback_ctas_order_idx" ON "assistant_fallback_ctas" USING btree ("_order");
  CREATE INDEX "assistant_fallback_ctas_parent_id_idx" ON "assistant_fallback_ctas" USING btree ("_parent_id");
  CREATE INDEX "assistant_fallback_ctas_locale_idx" ON "assistant_fallback_ctas" USING btree ("_locale");
  CREATE INDEX "assistant_fallback_order_idx" ON "assistant_fallback" USING btree ("_order");
  CREATE INDEX "assistant_fallback_parent_id_idx" ON "assistant_fallback" USING btree ("_parent_id");
  CREATE INDEX "assistant_fallback_locale_idx" ON "assistant_fallback" USING btree ("_locale");
  CREATE INDEX "assistant_fallback_media_idx" ON "assistant_fallback" USING btree ("media_id");
  CREATE INDEX "assistant_idle_ctas_bot_messages_order_idx" ON "assistant_idle_ctas_bot_messages" USING btree ("_order");
  CREATE INDEX "assistant_idle_ctas_bot_messages_parent_id_idx" ON "assistant_idle_ctas_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "assistant_idle_ctas_bot_messages_locale_idx" ON "assistant_idle_ctas_bot_messages" USING btree ("_locale");
  CREATE INDEX "assistant_idle_ctas_bot_messages_media_idx" ON "assistant_idle_ctas_bot_messages" USING btree ("media_id");
  CREATE INDEX "assistant_idle_ctas_order_idx" ON "assistant_idle_ctas" USING btree ("_order");
  CREATE INDEX "assistant_idle_ctas_parent_id_idx" ON "assistant_idle_ctas" USING btree ("_parent_id");
  CREATE INDEX "assistant_idle_ctas_locale_idx" ON "assistant_idle_ctas" USING btree ("_locale");
  CREATE INDEX "assistant_idle_order_idx" ON "assistant_idle" USING btree ("_order");
  CREATE INDEX "assistant_idle_parent_id_idx" ON "assistant_idle" USING btree ("_parent_id");
  CREATE INDEX "assistant_idle_locale_idx" ON "assistant_idle" USING btree ("_locale");
  CREATE INDEX "assistant_idle_media_idx" ON "assistant_idle" USING btree ("media_id");
  CREATE INDEX "assistant_unavailable_ctas_bot_messages_order_idx" ON "assistant_unavailable_ctas_bot_messages" USING btree ("_order");
  CREATE INDEX "assistant_unavailable_ctas_bot_messages_parent_id_idx" ON "assistant_unavailable_ctas_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "assistant_unavailable_ctas_bot_messages_locale_idx" ON "assistant_unavailable_ctas_bot_messages" USING btree ("_locale");
  CREATE INDEX "assistant_unavailable_ctas_bot_messages_media_idx" ON "assistant_unavailable_ctas_bot_messages" USING btree ("media_id");
  CREATE INDEX "assistant_unavailable_ctas_order_idx" ON "assistant_unavailable_ctas" USING btree ("_order");
  CREATE INDEX "assistant_unavailable_ctas_parent_id_idx" ON "assistant_unavailable_ctas" USING btree ("_parent_id");
  CREATE INDEX "assistant_unavailable_ctas_locale_idx" ON "assistant_unavailable_ctas" USING btree ("_locale");
  CREATE INDEX "assistant_unavailable_order_idx" ON "assistant_unavailable" USING btree ("_order");
  CREATE INDEX "assistant_unavailable_parent_id_idx" ON "assistant_unavailable" USING btree ("_parent_id");
  CREATE INDEX "assistant_unavailable_locale_idx" ON "assistant_unavailable" USING btree ("_locale");
  CREATE INDEX "assistant_unavailable_media_idx" ON "assistant_unavailable" USING btree ("media_id");
  CREATE INDEX "assistant_rudeness_ctas_bot_messages_order_idx" ON "assistant_rudeness_ctas_bot_messages" USING btree ("_order");
  CREATE INDEX "assistant_rudeness_ctas_bot_messages_parent_id_idx" ON "assistant_rudeness_ctas_bot_messages" USING btree ("_parent_id");
  CREATE INDEX "assistant_rudeness_ctas_bot_messages_locale_idx" ON "assistant_rudeness_ctas_bot_messages" USING btree ("_locale");
  CREATE INDEX "assistant_rudeness_ctas_bot_messages_media_idx" ON "assistant_rudeness_ctas_bot_messages" USING btree ("media_id");
  CREATE INDEX "assistant_rudeness_ctas_order_idx" ON "assistant_rudeness_ctas" USING btree ("_order");
  CREATE INDEX "assistant_rudeness_ctas_parent_id_idx" ON "assistant_rudeness_ctas" USING btree ("_parent_id");
  CREATE INDEX "assistant_rudeness_ctas_locale_idx" ON "assistant_rudeness_ctas" USING btree ("_locale");
  CREATE INDEX "assistant_rudeness_order_idx" ON "assistant_rudeness" USING btree ("_order");
  CREATE INDEX "assistant_rudeness_parent_id_idx" ON "assistant_rudeness" USING btree ("_parent_id");
  CREATE INDEX "assistant_rudeness_locale_idx" ON "assistant_rudeness" USING btree ("_locale");
  CREATE INDEX "assistant_rudeness_media_idx" ON "assistant_rudeness" USING btree ("media_id");
  CREATE INDEX "assistant_background_idx" ON "assistant" USING btree ("background_id");
  CREATE UNIQUE INDEX "assistant_locales_locale_parent_id_unique" ON "assistant_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bot_intents_fk" FOREIGN KEY ("bot_intents_id") REFERENCES "public"."bot_intents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bot_intent_stats_fk" FOREIGN KEY ("bot_intent_stats_id") REFERENCES "public"."bot_intent_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bot_unmatched_questions_fk" FOREIGN KEY ("bot_unmatched_questions_id") REFERENCES "public"."bot_unmatched_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bot_intents_id_idx" ON "payload_locked_documents_rels" USING btree ("bot_intents_id");
  CREATE INDEX "payload_locked_documents_rels_bot_intent_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("bot_intent_stats_id");
  CREATE INDEX "payload_locked_documents_rels_bot_unmatched_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("bot_unmatched_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bot_intents_examples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_intents_answer_ctas_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_intents_answer_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_intents_answer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_intents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_intent_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_unmatched_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_greetings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_name_reply" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_drinks_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_drinks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_entries_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_fallback_ctas_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_fallback_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_fallback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_idle_ctas_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_idle_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_idle" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_unavailable_ctas_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_unavailable_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_unavailable" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_rudeness_ctas_bot_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_rudeness_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_rudeness" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bot_intents_examples" CASCADE;
  DROP TABLE "bot_intents_answer_ctas_bot_messages" CASCADE;
  DROP TABLE "bot_intents_answer_ctas" CASCADE;
  DROP TABLE "bot_intents_answer" CASCADE;
  DROP TABLE "bot_intents" CASCADE;
  DROP TABLE "bot_intent_stats" CASCADE;
  DROP TABLE "bot_unmatched_questions" CASCADE;
  DROP TABLE "assistant_greetings" CASCADE;
  DROP TABLE "assistant_name_reply" CASCADE;
  DROP TABLE "assistant_drinks_bot_messages" CASCADE;
  DROP TABLE "assistant_drinks" CASCADE;
  DROP TABLE "assistant_entries_bot_messages" CASCADE;
  DROP TABLE "assistant_entries" CASCADE;
  DROP TABLE "assistant_fallback_ctas_bot_messages" CASCADE;
  DROP TABLE "assistant_fallback_ctas" CASCADE;
  DROP TABLE "assistant_fallback" CASCADE;
  DROP TABLE "assistant_idle_ctas_bot_messages" CASCADE;
  DROP TABLE "assistant_idle_ctas" CASCADE;
  DROP TABLE "assistant_idle" CASCADE;
  DROP TABLE "assistant_unavailable_ctas_bot_messages" CASCADE;
  DROP TABLE "assistant_unavailable_ctas" CASCADE;
  DROP TABLE "assistant_unavailable" CASCADE;
  DROP TABLE "assistant_rudeness_ctas_bot_messages" CASCADE;
  DROP TABLE "assistant_rudeness_ctas" CASCADE;
  DROP TABLE "assistant_rudeness" CASCADE;
  DROP TABLE "assistant" CASCADE;
  DROP TABLE "assistant_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bot_intents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bot_intent_stats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bot_unmatched_questions_fk";
  
  DROP INDEX "payload_locked_documents_rels_bot_intents_id_idx";
  DROP INDEX "payload_locked_documents_rels_bot_intent_stats_id_idx";
  DROP INDEX "payload_locked_documents_rels_bot_unmatched_questions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bot_intents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bot_intent_stats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bot_unmatched_questions_id";
  DROP TYPE "public"."enum_bot_intents_answer_ctas_role";
  DROP TYPE "public"."enum_bot_intents_kind";
  DROP TYPE "public"."enum_assistant_fallback_ctas_role";
  DROP TYPE "public"."enum_assistant_idle_ctas_role";
  DROP TYPE "public"."enum_assistant_unavailable_ctas_role";
  DROP TYPE "public"."enum_assistant_rudeness_ctas_role";`)
}
