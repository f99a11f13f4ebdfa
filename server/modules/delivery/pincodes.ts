import { readFileSync } from 'node:fs';

// The pincode → district, state table (server/data/pincodes.json, built by scripts/build-pincodes.ts
// from India Post data; see server/data/PINCODES-NOTICE.md). Read once, on first use, into a Map:
// ~19k entries sharing one frozen object per district.

export interface PincodePlace {
  readonly district: string;
  readonly state: string;
}

interface PincodeTable {
  states: string[];
  /** [district, index into states, space-separated pincodes] */
  districts: [string, number, string][];
}

const TABLE_URL = new URL('../../data/pincodes.json', import.meta.url);

let places: Map<number, PincodePlace> | undefined;

function load(): Map<number, PincodePlace> {
  let table: PincodeTable;
  try {
    table = JSON.parse(readFileSync(TABLE_URL, 'utf8')) as PincodeTable;
  } catch (error) {
    throw new Error(
      `The pincode table ${TABLE_URL.pathname} is missing or unreadable; run: npx tsx scripts/build-pincodes.ts`,
      { cause: error },
    );
  }
  const map = new Map<number, PincodePlace>();
  for (const [district, stateIndex, pincodes] of table.districts) {
    const state = table.states[stateIndex];
    if (state === undefined) throw new Error(`Pincode table: no state #${stateIndex} for ${district}`);
    const place = Object.freeze({ district, state });
    for (const pin of pincodes.split(' ')) map.set(Number(pin), place);
  }
  return map;
}

/** All known pincodes (loads the table on the first call). */
export function pincodePlaces(): ReadonlyMap<number, PincodePlace> {
  places ??= load();
  return places;
}

/** The district and state of a pincode, or undefined when India Post does not know it. */
export function findPincode(pincode: string | number): PincodePlace | undefined {
  return pincodePlaces().get(Number(pincode));
}
