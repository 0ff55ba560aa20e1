-- Trigram indexes serve the lists' free-text search (ILIKE '%term%') at scale.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
