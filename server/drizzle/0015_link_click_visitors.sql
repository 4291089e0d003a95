CREATE TABLE "provider_link_click_visitors" (
	"day" date NOT NULL,
	"provider_id" integer NOT NULL,
	"type" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "provider_link_click_visitors_day_provider_id_type_visitor_pk" PRIMARY KEY("day","provider_id","type","visitor")
);
--> statement-breakpoint
ALTER TABLE "provider_link_click_visitors" ADD CONSTRAINT "provider_link_click_visitors_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;