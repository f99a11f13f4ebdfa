import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { findPincode, pincodePlaces } from './pincodes.ts';
import { createDeliveryService, DEFAULT_REMOTE_COD_LIMIT } from './service.ts';

/** A clock stopped at an India-time instant, e.g. at('2026-11-20T10:00') = Friday 20 Nov 2026, 10 am IST. */
const at = (localTime: string) => () => new Date(`${localTime}:00+05:30`);

// Friday 20 November 2026, 10 am in India: before the 2 pm cut-off, so parcels leave today.
const friday = createDeliveryService({ clock: at('2026-11-20T10:00') });

function delivered(service: ReturnType<typeof createDeliveryService>, pincode: string) {
  const estimate = service.estimate(pincode);
  if (!estimate.success) throw new Error(`expected a delivery to ${pincode}`);
  return estimate;
}

describe('pincode table', () => {
  it('holds every pincode once, with a district and a state', () => {
    const places = pincodePlaces();
    expect(places.size).toBeGreaterThan(19_000);
    expect(findPincode('560095')).toEqual({ district: 'Bangalore', state: 'Karnataka' });
    expect(findPincode(110001)).toEqual({ district: 'Central Delhi', state: 'Delhi' });
    expect(findPincode('194101')).toEqual({ district: 'Leh', state: 'Ladakh' });
    expect(findPincode('999999')).toBeUndefined();
    expect(findPincode('12ab56')).toBeUndefined();
    const states = new Set([...places.values()].map((p) => p.state));
    expect(states.size).toBe(36);
    expect([...states].filter((s) => /&|[A-Z]{2}/.test(s))).toEqual([]);
  });
});

describe('lookup', () => {
  it('gives the district and state of a known pincode', () => {
    expect(friday.lookup('400001')).toEqual({
      pincode: '400001',
      district: 'Mumbai',
      state: 'Maharashtra',
      serviceable: true,
      codLimit: null,
    });
    expect(friday.lookup('744101')).toEqual({
      pincode: '744101',
      district: 'South Andaman',
      state: 'Andaman and Nicobar Islands',
      serviceable: true,
      codLimit: DEFAULT_REMOTE_COD_LIMIT,
    });
  });

  it('refuses an unknown pincode with the spec text (404)', () => {
    for (const unknown of ['999999', '100001']) {
      expect(() => friday.lookup(unknown)).toThrow(AppError);
      expect(() => friday.lookup(unknown)).toThrow(
        expect.objectContaining({ status: 404, message: 'Invalid pincode. Please check and try again.' }),
      );
    }
  });

  it('refuses a malformed pincode (400)', () => {
    for (const bad of ['12ab56', '012345', '12345', '5600951', '']) {
      expect(() => friday.lookup(bad)).toThrow(
        expect.objectContaining({ status: 400, message: 'Enter a valid 6-digit pincode' }),
      );
    }
  });
});

describe('estimate from Bengaluru (560095), ordered Friday 20 Nov 2026 at 10:00 IST', () => {
  it.each([
    // pincode, zone, business days, date, message
    ['560001', 'local', 2, '2026-11-23', 'Delivery by Mon, 23 Nov'], // Sat 21, (Sun 22), Mon 23
    ['570001', 'state', 3, '2026-11-24', 'Delivery by Tue, 24 Nov'], // Mysuru
    ['400001', 'regional', 4, '2026-11-25', 'Delivery by Wed, 25 Nov'], // Mumbai: neighbouring zone 4
    ['600001', 'regional', 4, '2026-11-25', 'Delivery by Wed, 25 Nov'], // Chennai: neighbouring zone 6
    ['700001', 'regional', 4, '2026-11-25', 'Delivery by Wed, 25 Nov'], // Kolkata: zone 7 borders zone 5
    ['110001', 'national', 6, '2026-11-27', 'Delivery by Fri, 27 Nov'], // Delhi
    ['800001', 'national', 6, '2026-11-27', 'Delivery by Fri, 27 Nov'], // Patna
    ['781001', 'remote', 8, '2026-11-30', 'Delivery by Mon, 30 Nov'], // Guwahati
    ['744101', 'remote', 8, '2026-11-30', 'Delivery by Mon, 30 Nov'], // Port Blair
    ['190001', 'remote', 8, '2026-11-30', 'Delivery by Mon, 30 Nov'], // Srinagar
    ['194101', 'remote', 8, '2026-11-30', 'Delivery by Mon, 30 Nov'], // Leh
    ['737101', 'remote', 8, '2026-11-30', 'Delivery by Mon, 30 Nov'], // Gangtok
    ['682555', 'remote', 8, '2026-11-30', 'Delivery by Mon, 30 Nov'], // Lakshadweep (a zone-6 pincode)
  ])('%s → %s, %i business days, %s', (pincode, zone, businessDays, estimatedDate, deliveryMessage) => {
    const estimate = delivered(friday, pincode);
    expect(estimate).toMatchObject({
      success: true,
      pincode,
      zone,
      businessDays,
      estimatedDate,
      deliveryMessage,
    });
    // One answer for every pincode the shop serves: cash on delivery, limited in the remote zones.
    expect(estimate.codAvailable).toBe(true);
    expect(estimate.codLimit).toBe(zone === 'remote' ? DEFAULT_REMOTE_COD_LIMIT : null);
  });

  it('answers with the place and a readable message', () => {
    expect(friday.estimate('400001')).toEqual({
      success: true,
      message: 'Delivery available to Mumbai, Maharashtra',
      deliveryMessage: 'Delivery by Wed, 25 Nov',
      pincode: '400001',
      district: 'Mumbai',
      state: 'Maharashtra',
      codAvailable: true,
      codLimit: null,
      estimatedDate: '2026-11-25',
      businessDays: 4,
      zone: 'regional',
    });
  });

  it('says so for a pincode the shop does not deliver to', () => {
    expect(friday.estimate('999999')).toEqual({
      success: false,
      message: 'Sorry, we do not deliver to this pincode yet.',
      pincode: '999999',
    });
  });

  it('refuses a malformed pincode', () => {
    expect(() => friday.estimate('12ab56')).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('dispatch day', () => {
  const local = (time: string) => delivered(createDeliveryService({ clock: at(time) }), '560001');

  it('starts from the next business day from the 2 pm cut-off', () => {
    expect(local('2026-11-20T13:59').deliveryMessage).toBe('Delivery by Mon, 23 Nov');
    expect(local('2026-11-20T14:00').deliveryMessage).toBe('Delivery by Tue, 24 Nov'); // leaves Sat 21
  });

  it('skips Sunday when an order waits over the weekend', () => {
    expect(local('2026-11-21T15:00').estimatedDate).toBe('2026-11-25'); // Sat after cut-off → leaves Mon 23
    expect(local('2026-11-22T09:00').estimatedDate).toBe('2026-11-25'); // Sunday → leaves Mon 23
  });

  it('reads the clock in India time, not UTC', () => {
    const utc = (iso: string) => delivered(createDeliveryService({ clock: () => new Date(iso) }), '560001');
    expect(utc('2026-11-20T08:29:59Z').estimatedDate).toBe('2026-11-23'); // 13:59:59 IST Friday
    expect(utc('2026-11-20T08:30:00Z').estimatedDate).toBe('2026-11-24'); // 14:00 IST Friday
    expect(utc('2026-11-20T19:00:00Z').estimatedDate).toBe('2026-11-24'); // 00:30 IST Saturday
  });

  it('skips national holidays', () => {
    // Fri 14 Aug: Sat 15 Aug (Independence Day) and Sun 16 are skipped.
    expect(local('2026-08-14T10:00').deliveryMessage).toBe('Delivery by Tue, 18 Aug');
    // Thu 1 Oct after cut-off: Fri 2 Oct (Gandhi Jayanti) is skipped, the parcel leaves Sat 3.
    expect(local('2026-10-01T16:00').deliveryMessage).toBe('Delivery by Tue, 6 Oct');
    // Mon 25 Jan after cut-off: Tue 26 Jan (Republic Day) is skipped.
    expect(local('2027-01-25T18:00').deliveryMessage).toBe('Delivery by Fri, 29 Jan');
  });

  it('crosses a year end and writes September as Sep', () => {
    const service = createDeliveryService({ clock: at('2026-12-30T10:00') });
    expect(delivered(service, '110001')).toMatchObject({
      estimatedDate: '2027-01-06',
      deliveryMessage: 'Delivery by Wed, 6 Jan',
    });
    expect(local('2026-09-21T10:00').deliveryMessage).toBe('Delivery by Wed, 23 Sep');
  });

  it('takes the cut-off and holidays as options', () => {
    const late = createDeliveryService({ clock: at('2026-11-20T16:00'), cutoffHour: 17, holidays: [] });
    expect(delivered(late, '560001').estimatedDate).toBe('2026-11-23');
    const noFriday = createDeliveryService({ clock: at('2026-11-20T10:00'), holidays: ['11-20'] });
    expect(delivered(noFriday, '560001').estimatedDate).toBe('2026-11-24');
  });
});

describe('cash on delivery in the remote zones', () => {
  it('is limited per order by the setting, and the lookup and estimate say the same', () => {
    const capped = createDeliveryService({ clock: at('2026-11-20T10:00'), remoteCodLimit: 2500 });
    expect(delivered(capped, '781001')).toMatchObject({ zone: 'remote', codAvailable: true, codLimit: 2500 });
    expect(capped.lookup('781001')).toMatchObject({ serviceable: true, codLimit: 2500 });
    expect(delivered(capped, '400001').codLimit).toBeNull();
  });

  it('at 0 the shop does not deliver there: no green promise anywhere', () => {
    const none = createDeliveryService({ clock: at('2026-11-20T10:00'), remoteCodLimit: 0 });
    expect(none.estimate('190001')).toEqual({
      success: false,
      message: 'Sorry, we do not deliver to this pincode yet.',
      pincode: '190001',
    });
    expect(none.lookup('190001')).toMatchObject({ state: 'Jammu and Kashmir', serviceable: false });
    expect(delivered(none, '400001').codAvailable).toBe(true);
  });

  it('refuses a negative limit', () => {
    expect(() => createDeliveryService({ clock: at('2026-11-20T10:00'), remoteCodLimit: -1 })).toThrow(
      /cash-on-delivery limit/,
    );
  });
});

describe('another dispatch pincode', () => {
  const delhi = createDeliveryService({ clock: at('2026-11-20T10:00'), dispatchPincode: '110001' });

  it('measures zones from there', () => {
    expect(delivered(delhi, '110002').zone).toBe('local');
    expect(delivered(delhi, '226001').zone).toBe('regional'); // Lucknow: zone 2 borders zone 1
    expect(delivered(delhi, '400001').zone).toBe('national'); // Mumbai: zone 4 does not border zone 1
    expect(delivered(delhi, '560095').zone).toBe('national');
    expect(delivered(delhi, '190001')).toMatchObject({ zone: 'remote', codLimit: 5000 });
  });

  it('refuses a dispatch pincode that is malformed or unknown', () => {
    expect(() => createDeliveryService({ clock: at('2026-11-20T10:00'), dispatchPincode: '56009' })).toThrow(
      /Invalid dispatch pincode/,
    );
    const nowhere = createDeliveryService({ clock: at('2026-11-20T10:00'), dispatchPincode: '999999' });
    expect(() => nowhere.estimate('560095')).toThrow(/not in the pincode table/);
  });
});
