-- The seven served countries (spec §1) are constants of the product, present from the first migration:
-- users, providers and cities refer to them before any seed runs.
insert into countries (code, name, default_locale) values
  ('FR', 'France', 'fr-FR'),
  ('BE', 'België', 'nl-BE'),
  ('GB', 'United Kingdom', 'en-GB'),
  ('DE', 'Deutschland', 'de-DE'),
  ('IT', 'Italia', 'it-IT'),
  ('ES', 'España', 'es-ES'),
  ('PT', 'Portugal', 'pt-PT')
on conflict (code) do nothing;
