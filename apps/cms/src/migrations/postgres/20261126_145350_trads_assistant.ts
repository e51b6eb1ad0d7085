import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trads_assistant" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_assistant_locales" (
  	"assistant_title" varchar,
  	"assistant_log" varchar,
  	"assistant_input" varchar,
  	"assistant_placeholder" varchar,
  	"assistant_send" varchar,
  	"assistant_close" varchar,
  	"assistant_typing" varchar,
  	"assistant_redirecting" varchar,
  	"assistant_choices" varchar,
  	"assistant_unavailable" varchar,
  	"assistant_contact" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "trads_assistant_locales" ADD CONSTRAINT "trads_assistant_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_assistant"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "trads_assistant_locales_locale_parent_id_unique" ON "trads_assistant_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trads_assistant" CASCADE;
  DROP TABLE "trads_assistant_locales" CASCADE;`)
}
