import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_pages_template" AS ENUM('default', 'index', 'contact', 'subsidiaries', 'news', 'offers', 'coworking', 'day-at-the-company', 'spontaneous-application');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'recruiter', 'compliance');
  CREATE TYPE "public"."enum_menus_header_sublinks_type" AS ENUM('internal', 'post', 'external');
  CREATE TYPE "public"."enum_menus_header_sublinks_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_header_type" AS ENUM('internal', 'post', 'external', 'none');
  CREATE TYPE "public"."enum_menus_header_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_burger_sublinks_type" AS ENUM('internal', 'post', 'external');
  CREATE TYPE "public"."enum_menus_burger_sublinks_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_burger_type" AS ENUM('internal', 'post', 'external', 'none');
  CREATE TYPE "public"."enum_menus_burger_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_footer_sublinks_type" AS ENUM('internal', 'post', 'external');
  CREATE TYPE "public"."enum_menus_footer_sublinks_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_footer_type" AS ENUM('internal', 'post', 'external', 'none');
  CREATE TYPE "public"."enum_menus_footer_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_formations_sublinks_type" AS ENUM('internal', 'post', 'external');
  CREATE TYPE "public"."enum_menus_formations_sublinks_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_menus_formations_type" AS ENUM('internal', 'post', 'external', 'none');
  CREATE TYPE "public"."enum_menus_formations_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_header_content_links_sublinks_type" AS ENUM('internal', 'post', 'external');
  CREATE TYPE "public"."enum_header_content_links_sublinks_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TYPE "public"."enum_header_content_links_type" AS ENUM('internal', 'post', 'external', 'none');
  CREATE TYPE "public"."enum_header_content_links_post_type" AS ENUM('post', 'jobs-post', 'subsidiary-post');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"surtitle" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"template" "enum_pages_template" DEFAULT 'default' NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_header_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_header_sublinks_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_header_sublinks_post_type"
  );
  
  CREATE TABLE "menus_header_sublinks_locales" (
  	"label" varchar,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_header_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_header_post_type",
  	"submenu" boolean DEFAULT false
  );
  
  CREATE TABLE "menus_header_locales" (
  	"label" varchar NOT NULL,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_burger_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_burger_sublinks_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_burger_sublinks_post_type"
  );
  
  CREATE TABLE "menus_burger_sublinks_locales" (
  	"label" varchar,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_burger" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_burger_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_burger_post_type",
  	"submenu" boolean DEFAULT false
  );
  
  CREATE TABLE "menus_burger_locales" (
  	"label" varchar NOT NULL,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_footer_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_footer_sublinks_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_footer_sublinks_post_type"
  );
  
  CREATE TABLE "menus_footer_sublinks_locales" (
  	"label" varchar,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_footer_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_footer_post_type",
  	"submenu" boolean DEFAULT false
  );
  
  CREATE TABLE "menus_footer_locales" (
  	"label" varchar NOT NULL,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_formations_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_formations_sublinks_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_formations_sublinks_post_type"
  );
  
  CREATE TABLE "menus_formations_sublinks_locales" (
  	"label" varchar,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_formations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_formations_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_menus_formations_post_type",
  	"submenu" boolean DEFAULT false
  );
  
  CREATE TABLE "menus_formations_locales" (
  	"label" varchar NOT NULL,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_content_links_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_header_content_links_sublinks_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_header_content_links_sublinks_post_type"
  );
  
  CREATE TABLE "header_content_links_sublinks_locales" (
  	"label" varchar,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_header_content_links_type" DEFAULT 'internal',
  	"page_id" integer,
  	"post_type" "enum_header_content_links_post_type",
  	"submenu" boolean DEFAULT false
  );
  
  CREATE TABLE "header_content_links_locales" (
  	"label" varchar NOT NULL,
  	"post_slug" varchar,
  	"post_title" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"linkedin_url" varchar,
  	"discord_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "burger_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"facebook_url" varchar,
  	"linkedin_url" varchar,
  	"instagram_url" varchar,
  	"discord_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_content_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_content_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_content_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_content_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_content_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_content_buttons_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_content_links_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_content_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_content_logos_locales" (
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_content_locales" (
  	"surtitle" varchar,
  	"title" varchar,
  	"label" varchar,
  	"link" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_content_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "trads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_locales" (
  	"site_name" varchar,
  	"site_description" varchar,
  	"shell_skip_to_content" varchar,
  	"header_home" varchar,
  	"header_project" varchar,
  	"header_subsidiaries" varchar,
  	"header_linkedin" varchar,
  	"header_discord" varchar,
  	"header_nav" varchar,
  	"burger_open" varchar,
  	"burger_close" varchar,
  	"burger_nav" varchar,
  	"burger_submenu" varchar,
  	"burger_items" varchar,
  	"burger_languages" varchar,
  	"burger_social" varchar,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"social_instagram" varchar,
  	"social_discord" varchar,
  	"link_new_tab" varchar,
  	"footer_label" varchar,
  	"footer_cookies" varchar,
  	"footer_languages" varchar,
  	"footer_certifications" varchar,
  	"footer_formations" varchar,
  	"footer_social" varchar,
  	"breadcrumbs_label" varchar,
  	"breadcrumbs_home" varchar,
  	"breadcrumbs_news" varchar,
  	"breadcrumbs_offers" varchar,
  	"breadcrumbs_subsidiaries" varchar,
  	"breadcrumbs_day" varchar,
  	"scroll_top_label" varchar,
  	"error_surtitle" varchar,
  	"error_title" varchar,
  	"error_message" varchar,
  	"error_back_home" varchar,
  	"error_image_alt" varchar,
  	"error_fallback_title" varchar,
  	"error_fallback_message" varchar,
  	"lang_fr" varchar,
  	"lang_en" varchar,
  	"lang_es" varchar,
  	"lang_de" varchar,
  	"lang_current" varchar,
  	"loader_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"not_found_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header_sublinks" ADD CONSTRAINT "menus_header_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_header_sublinks" ADD CONSTRAINT "menus_header_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header_sublinks_locales" ADD CONSTRAINT "menus_header_sublinks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_header_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header" ADD CONSTRAINT "menus_header_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_header" ADD CONSTRAINT "menus_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header_locales" ADD CONSTRAINT "menus_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_burger_sublinks" ADD CONSTRAINT "menus_burger_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_burger_sublinks" ADD CONSTRAINT "menus_burger_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_burger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_burger_sublinks_locales" ADD CONSTRAINT "menus_burger_sublinks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_burger_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_burger" ADD CONSTRAINT "menus_burger_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_burger" ADD CONSTRAINT "menus_burger_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_burger_locales" ADD CONSTRAINT "menus_burger_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_burger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_sublinks" ADD CONSTRAINT "menus_footer_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_footer_sublinks" ADD CONSTRAINT "menus_footer_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_sublinks_locales" ADD CONSTRAINT "menus_footer_sublinks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_footer_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer" ADD CONSTRAINT "menus_footer_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_footer" ADD CONSTRAINT "menus_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_locales" ADD CONSTRAINT "menus_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_formations_sublinks" ADD CONSTRAINT "menus_formations_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_formations_sublinks" ADD CONSTRAINT "menus_formations_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_formations_sublinks_locales" ADD CONSTRAINT "menus_formations_sublinks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_formations_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_formations" ADD CONSTRAINT "menus_formations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_formations" ADD CONSTRAINT "menus_formations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_formations_locales" ADD CONSTRAINT "menus_formations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_content_links_sublinks" ADD CONSTRAINT "header_content_links_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_content_links_sublinks" ADD CONSTRAINT "header_content_links_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_content_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_content_links_sublinks_locales" ADD CONSTRAINT "header_content_links_sublinks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_content_links_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_content_links" ADD CONSTRAINT "header_content_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_content_links" ADD CONSTRAINT "header_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_content_links_locales" ADD CONSTRAINT "header_content_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_content_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_columns_links" ADD CONSTRAINT "footer_content_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_columns_links_locales" ADD CONSTRAINT "footer_content_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_columns" ADD CONSTRAINT "footer_content_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_columns_locales" ADD CONSTRAINT "footer_content_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_buttons" ADD CONSTRAINT "footer_content_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_buttons_locales" ADD CONSTRAINT "footer_content_buttons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_links" ADD CONSTRAINT "footer_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_links_locales" ADD CONSTRAINT "footer_content_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_logos" ADD CONSTRAINT "footer_content_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_content_logos" ADD CONSTRAINT "footer_content_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_logos_locales" ADD CONSTRAINT "footer_content_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_locales" ADD CONSTRAINT "footer_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_rels" ADD CONSTRAINT "footer_content_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_content_rels" ADD CONSTRAINT "footer_content_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trads_locales" ADD CONSTRAINT "trads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_not_found_image_id_media_id_fk" FOREIGN KEY ("not_found_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_text_order_idx" ON "pages_blocks_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_parent_id_idx" ON "pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_path_idx" ON "pages_blocks_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_locale_idx" ON "pages_blocks_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_locale_idx" ON "pages_blocks_cta" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "menus_header_sublinks_order_idx" ON "menus_header_sublinks" USING btree ("_order");
  CREATE INDEX "menus_header_sublinks_parent_id_idx" ON "menus_header_sublinks" USING btree ("_parent_id");
  CREATE INDEX "menus_header_sublinks_page_idx" ON "menus_header_sublinks" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_header_sublinks_locales_locale_parent_id_unique" ON "menus_header_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_header_order_idx" ON "menus_header" USING btree ("_order");
  CREATE INDEX "menus_header_parent_id_idx" ON "menus_header" USING btree ("_parent_id");
  CREATE INDEX "menus_header_page_idx" ON "menus_header" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_header_locales_locale_parent_id_unique" ON "menus_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_burger_sublinks_order_idx" ON "menus_burger_sublinks" USING btree ("_order");
  CREATE INDEX "menus_burger_sublinks_parent_id_idx" ON "menus_burger_sublinks" USING btree ("_parent_id");
  CREATE INDEX "menus_burger_sublinks_page_idx" ON "menus_burger_sublinks" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_burger_sublinks_locales_locale_parent_id_unique" ON "menus_burger_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_burger_order_idx" ON "menus_burger" USING btree ("_order");
  CREATE INDEX "menus_burger_parent_id_idx" ON "menus_burger" USING btree ("_parent_id");
  CREATE INDEX "menus_burger_page_idx" ON "menus_burger" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_burger_locales_locale_parent_id_unique" ON "menus_burger_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_footer_sublinks_order_idx" ON "menus_footer_sublinks" USING btree ("_order");
  CREATE INDEX "menus_footer_sublinks_parent_id_idx" ON "menus_footer_sublinks" USING btree ("_parent_id");
  CREATE INDEX "menus_footer_sublinks_page_idx" ON "menus_footer_sublinks" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_footer_sublinks_locales_locale_parent_id_unique" ON "menus_footer_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_footer_order_idx" ON "menus_footer" USING btree ("_order");
  CREATE INDEX "menus_footer_parent_id_idx" ON "menus_footer" USING btree ("_parent_id");
  CREATE INDEX "menus_footer_page_idx" ON "menus_footer" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_footer_locales_locale_parent_id_unique" ON "menus_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_formations_sublinks_order_idx" ON "menus_formations_sublinks" USING btree ("_order");
  CREATE INDEX "menus_formations_sublinks_parent_id_idx" ON "menus_formations_sublinks" USING btree ("_parent_id");
  CREATE INDEX "menus_formations_sublinks_page_idx" ON "menus_formations_sublinks" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_formations_sublinks_locales_locale_parent_id_unique" ON "menus_formations_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_formations_order_idx" ON "menus_formations" USING btree ("_order");
  CREATE INDEX "menus_formations_parent_id_idx" ON "menus_formations" USING btree ("_parent_id");
  CREATE INDEX "menus_formations_page_idx" ON "menus_formations" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_formations_locales_locale_parent_id_unique" ON "menus_formations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_content_links_sublinks_order_idx" ON "header_content_links_sublinks" USING btree ("_order");
  CREATE INDEX "header_content_links_sublinks_parent_id_idx" ON "header_content_links_sublinks" USING btree ("_parent_id");
  CREATE INDEX "header_content_links_sublinks_page_idx" ON "header_content_links_sublinks" USING btree ("page_id");
  CREATE UNIQUE INDEX "header_content_links_sublinks_locales_locale_parent_id_uniqu" ON "header_content_links_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_content_links_order_idx" ON "header_content_links" USING btree ("_order");
  CREATE INDEX "header_content_links_parent_id_idx" ON "header_content_links" USING btree ("_parent_id");
  CREATE INDEX "header_content_links_page_idx" ON "header_content_links" USING btree ("page_id");
  CREATE UNIQUE INDEX "header_content_links_locales_locale_parent_id_unique" ON "header_content_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_content_columns_links_order_idx" ON "footer_content_columns_links" USING btree ("_order");
  CREATE INDEX "footer_content_columns_links_parent_id_idx" ON "footer_content_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_content_columns_links_locales_locale_parent_id_unique" ON "footer_content_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_content_columns_order_idx" ON "footer_content_columns" USING btree ("_order");
  CREATE INDEX "footer_content_columns_parent_id_idx" ON "footer_content_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_content_columns_locales_locale_parent_id_unique" ON "footer_content_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_content_buttons_order_idx" ON "footer_content_buttons" USING btree ("_order");
  CREATE INDEX "footer_content_buttons_parent_id_idx" ON "footer_content_buttons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_content_buttons_locales_locale_parent_id_unique" ON "footer_content_buttons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_content_links_order_idx" ON "footer_content_links" USING btree ("_order");
  CREATE INDEX "footer_content_links_parent_id_idx" ON "footer_content_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_content_links_locales_locale_parent_id_unique" ON "footer_content_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_content_logos_order_idx" ON "footer_content_logos" USING btree ("_order");
  CREATE INDEX "footer_content_logos_parent_id_idx" ON "footer_content_logos" USING btree ("_parent_id");
  CREATE INDEX "footer_content_logos_image_idx" ON "footer_content_logos" USING btree ("image_id");
  CREATE UNIQUE INDEX "footer_content_logos_locales_locale_parent_id_unique" ON "footer_content_logos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_content_locales_locale_parent_id_unique" ON "footer_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_content_rels_order_idx" ON "footer_content_rels" USING btree ("order");
  CREATE INDEX "footer_content_rels_parent_idx" ON "footer_content_rels" USING btree ("parent_id");
  CREATE INDEX "footer_content_rels_path_idx" ON "footer_content_rels" USING btree ("path");
  CREATE INDEX "footer_content_rels_media_id_idx" ON "footer_content_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "trads_locales_locale_parent_id_unique" ON "trads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_not_found_image_idx" ON "site_settings" USING btree ("not_found_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_text" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "menus_header_sublinks" CASCADE;
  DROP TABLE "menus_header_sublinks_locales" CASCADE;
  DROP TABLE "menus_header" CASCADE;
  DROP TABLE "menus_header_locales" CASCADE;
  DROP TABLE "menus_burger_sublinks" CASCADE;
  DROP TABLE "menus_burger_sublinks_locales" CASCADE;
  DROP TABLE "menus_burger" CASCADE;
  DROP TABLE "menus_burger_locales" CASCADE;
  DROP TABLE "menus_footer_sublinks" CASCADE;
  DROP TABLE "menus_footer_sublinks_locales" CASCADE;
  DROP TABLE "menus_footer" CASCADE;
  DROP TABLE "menus_footer_locales" CASCADE;
  DROP TABLE "menus_formations_sublinks" CASCADE;
  DROP TABLE "menus_formations_sublinks_locales" CASCADE;
  DROP TABLE "menus_formations" CASCADE;
  DROP TABLE "menus_formations_locales" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "header_content_links_sublinks" CASCADE;
  DROP TABLE "header_content_links_sublinks_locales" CASCADE;
  DROP TABLE "header_content_links" CASCADE;
  DROP TABLE "header_content_links_locales" CASCADE;
  DROP TABLE "header_content" CASCADE;
  DROP TABLE "burger_content" CASCADE;
  DROP TABLE "footer_content_columns_links" CASCADE;
  DROP TABLE "footer_content_columns_links_locales" CASCADE;
  DROP TABLE "footer_content_columns" CASCADE;
  DROP TABLE "footer_content_columns_locales" CASCADE;
  DROP TABLE "footer_content_buttons" CASCADE;
  DROP TABLE "footer_content_buttons_locales" CASCADE;
  DROP TABLE "footer_content_links" CASCADE;
  DROP TABLE "footer_content_links_locales" CASCADE;
  DROP TABLE "footer_content_logos" CASCADE;
  DROP TABLE "footer_content_logos_locales" CASCADE;
  DROP TABLE "footer_content" CASCADE;
  DROP TABLE "footer_content_locales" CASCADE;
  DROP TABLE "footer_content_rels" CASCADE;
  DROP TABLE "trads" CASCADE;
  DROP TABLE "trads_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_template";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_menus_header_sublinks_type";
  DROP TYPE "public"."enum_menus_header_sublinks_post_type";
  DROP TYPE "public"."enum_menus_header_type";
  DROP TYPE "public"."enum_menus_header_post_type";
  DROP TYPE "public"."enum_menus_burger_sublinks_type";
  DROP TYPE "public"."enum_menus_burger_sublinks_post_type";
  DROP TYPE "public"."enum_menus_burger_type";
  DROP TYPE "public"."enum_menus_burger_post_type";
  DROP TYPE "public"."enum_menus_footer_sublinks_type";
  DROP TYPE "public"."enum_menus_footer_sublinks_post_type";
  DROP TYPE "public"."enum_menus_footer_type";
  DROP TYPE "public"."enum_menus_footer_post_type";
  DROP TYPE "public"."enum_menus_formations_sublinks_type";
  DROP TYPE "public"."enum_menus_formations_sublinks_post_type";
  DROP TYPE "public"."enum_menus_formations_type";
  DROP TYPE "public"."enum_menus_formations_post_type";
  DROP TYPE "public"."enum_header_content_links_sublinks_type";
  DROP TYPE "public"."enum_header_content_links_sublinks_post_type";
  DROP TYPE "public"."enum_header_content_links_type";
  DROP TYPE "public"."enum_header_content_links_post_type";`)
}
