CREATE TABLE "phone_code_tries" (
	"code_id" integer NOT NULL,
	"client_ip" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_code_tries_code_id_client_ip_pk" PRIMARY KEY("code_id","client_ip")
);
--> statement-breakpoint
CREATE TABLE "pow_solutions" (
	"salt_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_code_tries" ADD CONSTRAINT "phone_code_tries_code_id_phone_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."phone_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pow_solutions_expires_idx" ON "pow_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "phone_codes_created_idx" ON "phone_codes" USING btree ("created_at");