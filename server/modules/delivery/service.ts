import {
  type DeliveryEstimate,
  type DeliveryZone,
  PINCODE_MESSAGES,
  PINCODE_PATTERN,
  type PincodeLocation,
} from '../../../contract/delivery.ts';
import { INDIA_OFFSET_MS } from '../../../contract/india-time.ts';

import { badRequest, notFound } from '../../lib/errors.ts';
import { findPincode, type PincodePlace } from './pincodes.ts';

// Delivery promises by pincode (docs/decisions/005-delivery-estimates.md). Everything is computed in
// India time from the injected clock, so a test with a fixed clock gets exact dates.

/** Business days from dispatch to the door: the upper end of each zone's range, which is what we promise. */
export const ZONE_DAYS: Record<DeliveryZone, number> = {
  local: 2, // same district: 1–2
  state: 3, // same state: 2–3
  regional: 4, // same or neighbouring postal zone (first digit): 4
  national: 6, // rest of India: 5–6
  remote: 8, // north-east, Sikkim, the islands, Jammu and Kashmir, Ladakh: 7–8
};

/** Courier-only regions: slower, and cash on delivery only up to a limit (decision 020). */
export const REMOTE_STATES: ReadonlySet<string> = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Sikkim',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Jammu and Kashmir',
  'Ladakh',
]);

/**
 * India Post's eight postal zones (a pincode's first digit) and the zones whose states share a land
 * border with theirs: 1 Delhi, Haryana, Punjab, Himachal, J&K · 2 Uttar Pradesh, Uttarakhand ·
 * 3 Rajasthan, Gujarat · 4 Maharashtra, Goa, Madhya Pradesh, Chhattisgarh · 5 Karnataka, Andhra Pradesh,
 * Telangana · 6 Tamil Nadu, Kerala · 7 West Bengal, Odisha, the north-east · 8 Bihar, Jharkhand.
 */
export const NEIGHBOURING_ZONES: Readonly<Record<string, readonly string[]>> = {
  '1': ['2', '3'],
  '2': ['1', '3', '4', '8'],
  '3': ['1', '2', '4'],
  '4': ['2', '3', '5', '7', '8'],
  '5': ['4', '6', '7'],
  '6': ['5'],
  '7': ['4', '5', '8'],
  '8': ['2', '4', '7'],
};

/** Fixed-date national holidays (month-day) on which nothing is dispatched or delivered. */
export const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'] as const;

export const DEFAULT_DISPATCH_PINCODE = '560095'; // Koramangala, Bengaluru
export const DEFAULT_CUTOFF_HOUR = 14; // orders from 2 pm India time leave the next business day
/** Rupees of cash a courier collects on one order in a remote zone (decision 020). */
export const DEFAULT_REMOTE_COD_LIMIT = 5000;

export interface DeliveryServiceOptions {
  /** The time source; tests pass a fixed one. */
  clock: () => Date;
  /** Where parcels leave from. */
  dispatchPincode?: string;
  /** Hour (0–24, India time) from which an order waits for the next business day. */
  cutoffHour?: number;
  /** Month-day strings ('MM-DD') skipped like Sundays. */
  holidays?: readonly string[];
  /** Rupees of cash on delivery per order in the remote zones; 0: the shop does not deliver there. */
  remoteCodLimit?: number;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day in India as a whole number of days since 1970-01-01. */
type Day = number;

const dayDate = (day: Day) => new Date(day * DAY_MS); // UTC midnight of that calendar day
const isoDate = (day: Day) => dayDate(day).toISOString().slice(0, 10);

/** 'Tue, 25 Nov': fixed English names, so the text does not change with the ICU version ('Sep' stays 'Sep'). */
export function formatDay(day: Day): string {
  const date = dayDate(day);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

function zoneOf(from: PincodePlace & { pincode: string }, to: PincodePlace & { pincode: string }) {
  if (from.state === to.state && from.district === to.district) return 'local';
  if (from.state === to.state) return 'state';
  if (REMOTE_STATES.has(to.state)) return 'remote';
  const fromZone = from.pincode.charAt(0);
  const toZone = to.pincode.charAt(0);
  if (fromZone === toZone || NEIGHBOURING_ZONES[fromZone]?.includes(toZone)) return 'regional';
  return 'national';
}

export function createDeliveryService(options: DeliveryServiceOptions) {
  const {
    clock,
    dispatchPincode = DEFAULT_DISPATCH_PINCODE,
    cutoffHour = DEFAULT_CUTOFF_HOUR,
    holidays = NATIONAL_HOLIDAYS,
    remoteCodLimit = DEFAULT_REMOTE_COD_LIMIT,
  } = options;
  if (!(remoteCodLimit >= 0)) throw new Error(`Invalid remote cash-on-delivery limit: ${remoteCodLimit}`);
  if (!PINCODE_PATTERN.test(dispatchPincode)) throw new Error(`Invalid dispatch pincode: ${dispatchPincode}`);
  if (!(cutoffHour >= 0 && cutoffHour <= 24)) throw new Error(`Invalid dispatch cut-off hour: ${cutoffHour}`);
  const holidaySet = new Set(holidays);

  const isBusinessDay = (day: Day) => {
    const date = dayDate(day);
    return date.getUTCDay() !== 0 && !holidaySet.has(isoDate(day).slice(5));
  };

  /** The business day an order placed now leaves the warehouse. */
  function dispatchDay(): Day {
    const now = clock().getTime();
    if (!Number.isFinite(now)) throw new Error('The clock returned an invalid date');
    const local = now + INDIA_OFFSET_MS;
    let day = Math.floor(local / DAY_MS);
    if (local - day * DAY_MS >= cutoffHour * 3_600_000) day++;
    while (!isBusinessDay(day)) day++;
    return day;
  }

  function addBusinessDays(start: Day, count: number): Day {
    let day = start;
    for (let left = count; left > 0; ) {
      day++;
      if (isBusinessDay(day)) left--;
    }
    return day;
  }

  let origin: (PincodePlace & { pincode: string }) | undefined;
  function dispatchPlace() {
    if (!origin) {
      const place = findPincode(dispatchPincode);
      if (!place) throw new Error(`Dispatch pincode ${dispatchPincode} is not in the pincode table`);
      origin = { pincode: dispatchPincode, ...place };
    }
    return origin;
  }

  function place(pincode: string): PincodePlace | undefined {
    if (!PINCODE_PATTERN.test(pincode)) throw badRequest(PINCODE_MESSAGES.invalid);
    return findPincode(pincode);
  }

  /**
   * Cash is the only way to pay, so where cash is taken is where the shop delivers: everywhere with no
   * limit, except the remote zones, served up to `remoteCodLimit` rupees an order (not at all at 0).
   */
  function codRule(zone: DeliveryZone): { serviceable: boolean; codLimit: number | null } {
    if (zone !== 'remote') return { serviceable: true, codLimit: null };
    return { serviceable: remoteCodLimit > 0, codLimit: remoteCodLimit > 0 ? remoteCodLimit : 0 };
  }

  return {
    /** District and state of a pincode, for the address form's Verify. */
    lookup(pincode: string): PincodeLocation {
      const found = place(pincode);
      if (!found) throw notFound(PINCODE_MESSAGES.unknown);
      const rule = codRule(zoneOf(dispatchPlace(), { pincode, ...found }));
      return { pincode, district: found.district, state: found.state, ...rule };
    },

    /** When an order placed now would arrive at this pincode, and whether cash on delivery is offered. */
    estimate(pincode: string): DeliveryEstimate {
      const found = place(pincode);
      if (!found) return { success: false, message: PINCODE_MESSAGES.notServiceable, pincode };
      const zone = zoneOf(dispatchPlace(), { pincode, ...found });
      const rule = codRule(zone);
      if (!rule.serviceable) return { success: false, message: PINCODE_MESSAGES.notServiceable, pincode };
      const businessDays = ZONE_DAYS[zone];
      const arrival = addBusinessDays(dispatchDay(), businessDays);
      return {
        success: true,
        message: `Delivery available to ${found.district}, ${found.state}`,
        deliveryMessage: `Delivery by ${formatDay(arrival)}`,
        pincode,
        district: found.district,
        state: found.state,
        codAvailable: true,
        codLimit: rule.codLimit,
        estimatedDate: isoDate(arrival),
        businessDays,
        zone,
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
