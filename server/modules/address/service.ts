import {
  ADDRESS_LIMIT,
  ADDRESS_MESSAGES,
  type Address,
  type AddressInput,
  pincodeStateMessage,
} from '../../../contract/address.ts';
import type { FieldError } from '../../../contract/api.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type DeliveryService, findPincode } from '../delivery/index.ts';
import * as repo from './repo.ts';

export interface AddressService {
  add(userId: string, input: AddressInput): Promise<Address>;
  /** Newest first; empty when the shopper has none. */
  list(userId: string): Promise<Address[]>;
  /** Replaces the shopper's address with `input`; 404 for an id the shopper does not own. */
  update(userId: string, id: string, input: AddressInput): Promise<Address>;
  remove(userId: string, id: string): Promise<void>;
}

/**
 * The form fills city and state from a pincode lookup, but a caller can send anything: the pincode
 * must be one India Post knows, in the state chosen. City stays free text (the district is only the
 * form's suggestion, and towns often differ from their district's name).
 */
function placeProblem(pincode: string, state: string): FieldError | undefined {
  const place = findPincode(pincode);
  if (!place) return { field: 'pincode', msg: ADDRESS_MESSAGES.pincodeUnknown };
  if (place.state !== state) return { field: 'state', msg: pincodeStateMessage(place.state) };
  return undefined;
}

function toFields(input: AddressInput): repo.AddressFields {
  return {
    name: input.name,
    number: input.number,
    alternateNumber: input.alternatenumber ?? null,
    address: input.address,
    landmark: input.landmark,
    pincode: input.pincode,
    city: input.city,
    state: input.state,
    addressType: input.addressType,
  };
}

/** Where the shop delivers, and up to how much cash (a pincode India Post no longer knows: nowhere). */
function serviceOf(delivery: Pick<DeliveryService, 'lookup'>, pincode: string) {
  if (!findPincode(pincode)) return { serviceable: false, codLimit: null };
  const { serviceable, codLimit } = delivery.lookup(pincode);
  return { serviceable, codLimit };
}

function toAddress(row: repo.AddressRow, delivery: Pick<DeliveryService, 'lookup'>): Address {
  return {
    _id: row.id,
    name: row.name,
    number: row.number,
    alternatenumber: row.alternateNumber,
    address: row.address,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    addressType: row.addressType as Address['addressType'],
    createdAt: row.createdAt.toISOString(),
    ...serviceOf(delivery, row.pincode),
  };
}

export function createAddressService({
  db,
  clock,
  delivery,
}: {
  db: Db;
  clock: () => Date;
  delivery: Pick<DeliveryService, 'lookup'>;
}): AddressService {
  const toAddressHere = (row: repo.AddressRow) => toAddress(row, delivery);
  function checkPlace(input: AddressInput) {
    const problem = placeProblem(input.pincode, input.state);
    if (problem) throw badRequest(problem.msg, [problem]);
  }

  return {
    async add(userId, input) {
      checkPlace(input);
      const row = await inTransaction(db, async (tx) => {
        await repo.lockAddressesOf(tx, userId);
        if ((await repo.countAddresses(tx, userId)) >= ADDRESS_LIMIT) {
          throw conflict(ADDRESS_MESSAGES.limitReached);
        }
        return repo.insertAddress(tx, userId, toFields(input), clock());
      });
      return toAddressHere(row);
    },

    async list(userId) {
      return (await repo.addressesOf(db, userId)).map(toAddressHere);
    },

    async update(userId, id, input) {
      checkPlace(input);
      const row = await repo.replaceAddress(db, userId, id, toFields(input), clock());
      if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
      return toAddressHere(row);
    },

    async remove(userId, id) {
      if (!(await repo.deleteAddress(db, userId, id))) throw notFound(ADDRESS_MESSAGES.notFound);
    },
  };
}
