import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "submission_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"scope" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"collection" varchar,
  	"document" numeric,
  	"answer" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "submission_keys_key_idx" ON "submission_keys" USING btree ("key");
  CREATE INDEX "submission_keys_document_idx" ON "submission_keys" USING btree ("document");
  CREATE INDEX "submission_keys_updated_at_idx" ON "submission_keys" USING btree ("updated_at");
  CREATE INDEX "submission_keys_created_at_idx" ON "submission_keys" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "submission_keys" CASCADE;`)
}
