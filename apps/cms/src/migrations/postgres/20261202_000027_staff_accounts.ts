import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staff_audit_log_change" AS ENUM('created', 'email', 'password', 'roles', 'disabled', 'enabled', 'deleted');
  CREATE TABLE "staff_audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"account" numeric,
  	"account_email" varchar,
  	"change" "enum_staff_audit_log_change" NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"compliance_account" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false;
  ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id");
  CREATE INDEX "staff_audit_log_account_idx" ON "staff_audit_log" USING btree ("account");
  CREATE INDEX "staff_audit_log_compliance_account_idx" ON "staff_audit_log" USING btree ("compliance_account");
  CREATE INDEX "staff_audit_log_updated_at_idx" ON "staff_audit_log" USING btree ("updated_at");
  CREATE INDEX "staff_audit_log_created_at_idx" ON "staff_audit_log" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "staff_audit_log" CASCADE;
  ALTER TABLE "users" DROP COLUMN "disabled";
  DROP TYPE "public"."enum_staff_audit_log_change";`)
}
