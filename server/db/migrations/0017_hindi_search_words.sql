-- Hindi search words (data only): the Devanagari words parents type for common items, added to the
-- search-words groups every shop started with (0015), and a group for a plain kurta. Each phrase is
-- added only where no group holds it yet, to the oldest group holding the English anchor phrase, so
-- running this again (or on a shop whose staff already added some) changes nothing twice; a shop that
-- removed an anchor group gets nothing for it. Phrases are stored as the console stores them (NFKC,
-- lower case).
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['फ्रॉक', 'ड्रेस', 'फ्राक', 'फ़्रॉक']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'frock' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['झबला', 'झबले']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'jhabla' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['कुर्ता पजामा', 'कुर्ता पायजामा', 'कुर्ता सेट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'kurta set' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['लहंगा', 'लहँगा', 'लेहंगा', 'घाघरा', 'लहंगा चोली']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'lehenga' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['नाइटसूट', 'नाइट सूट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'nightsuit' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['पजामा', 'पायजामा']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'pyjama' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['रोम्पर']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'romper' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['टी-शर्ट', 'टी शर्ट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 't shirt' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['स्वेटर']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'sweater' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['जैकेट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'jacket' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['गरम कपड़े', 'ऊनी कपड़े']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'winter wear' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['शॉर्ट्स', 'निकर', 'हाफ पैंट', 'चड्डी']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'shorts' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['जींस', 'जीन्स', 'डेनिम']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'jeans' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['लेगिंग', 'लेगिंग्स']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'legging' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['टॉप']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'top' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['पार्टी वियर', 'पार्टी ड्रेस']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'party wear' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['एथनिक', 'पारंपरिक']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'ethnic wear' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['शेरवानी']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'sherwani' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['धोती', 'धोती कुर्ता']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'dhoti kurta' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['सलवार', 'सलवार सूट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'salwar' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['जूते', 'जूता']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'sneakers' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['चप्पल', 'सैंडल']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'sandal' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['टोपी']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'cap' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['दस्ताने']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'mitten' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['मफलर']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'muffler' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['रेनकोट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'raincoat' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['थर्मल']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'thermal' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['मोज़े', 'मोजे', 'मोज़ा', 'मोजा']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'sock' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['बैग', 'स्कूल बैग']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'bag' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['पैंट', 'फुल पैंट', 'पतलून']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'trouser' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['शर्ट', 'कमीज़', 'कमीज']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'shirt' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['स्कर्ट']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'skirt' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
UPDATE "search_synonyms" AS s
SET "phrases" = s."phrases" || ARRAY(
  SELECT n.p FROM unnest(ARRAY['सूती']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE s."id" = (
  SELECT "id" FROM "search_synonyms" WHERE 'cotton' = ANY("phrases") ORDER BY "updated_at", "id" LIMIT 1
);
--> statement-breakpoint
-- A plain kurta: 'kurta' alone was searched as a word; 'कुर्ता' needs a group to be found at all.
INSERT INTO "search_synonyms" ("phrases")
SELECT ARRAY(
  SELECT n.p FROM unnest(ARRAY['kurta', 'कुर्ता', 'कुरता']::text[]) WITH ORDINALITY AS n(p, i)
  WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE n.p = ANY(o."phrases"))
  ORDER BY n.i
)
WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" o WHERE 'कुर्ता' = ANY(o."phrases"));
