-- The lead a provider was about to unlock when they left for a checkout: the success page and a
-- canceled checkout lead back to it (checked as one of the provider's leads when the checkout opens).
ALTER TABLE "payments" ADD COLUMN "return_lead" uuid;
