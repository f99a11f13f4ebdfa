// npm run staff -- add --phone <10 digits> --role owner|manager|support
// npm run staff -- list
// npm run staff -- remove --phone <10 digits>
// The shop's staff from the command line, with the same rules and audit log as the console
// (docs/decisions/024-the-console.md). It makes the first owner of a new shop. It works on the
// configured database: DATA_DIR's embedded database (stop the shop first: the embedded database takes
// one process at a time) or DATABASE_URL.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { phoneSchema } from '../contract/auth.ts';
import { STAFF_ROLES, staffRoleSchema } from '../contract/staff.ts';
import { loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { migrateDatabase, withStartupLock } from '../server/db/migrate.ts';
import { AppError } from '../server/lib/errors.ts';
import { createAuditService, createStaffService } from '../server/modules/staff/index.ts';
import { createUserService } from '../server/modules/users/index.ts';

const USAGE = `Usage:
  npm run staff -- add --phone <10 digits> --role <${STAFF_ROLES.join('|')}>
  npm run staff -- list
  npm run staff -- remove --phone <10 digits>

The account with the phone becomes staff (an account is made if there is none); its owner signs in
at /signin with the phone's code and opens /admin.`;

export interface StaffTarget {
  database: Database;
  config: { brandCode: string; returnWindowDays: number };
  close(): Promise<void>;
}

async function openConfigured(): Promise<StaffTarget> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  return { database, config, close: () => database.close() };
}

/** The command: an exit code (0 done, 1 refused, 2 usage); tests hand it their own database. */
export async function main(
  argv: readonly string[],
  open: () => Promise<StaffTarget> = openConfigured,
  print: (line: string) => void = console.log,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`staff: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (parsed === 'help') {
    print(USAGE);
    return 0;
  }

  const { database, config, close } = await open();
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const clock = () => new Date();
    const db = database.db;
    const audit = createAuditService({ db, clock });
    const staff = createStaffService({ db, clock, audit, users: createUserService({ db, config }) });
    if (parsed.command === 'list') {
      const members = await staff.list();
      if (members.length === 0)
        print(
          'staff: no staff yet. Add an owner with: npm run staff -- add --phone <10 digits> --role owner',
        );
      for (const m of members)
        print(`${m.phone ?? '(no phone)'}  ${m.role.padEnd(7)}  ${m.name ?? ''}`.trimEnd());
      return 0;
    }
    if (parsed.command === 'add') {
      const member = await staff.add(null, { phone: parsed.phone, role: parsed.role });
      print(
        `staff: ${member.phone} is now ${member.role}. They sign in at /signin with the phone's code and open /admin.`,
      );
      return 0;
    }
    const member = await staff.byPhone(parsed.phone);
    if (!member) {
      console.error(`staff: ${parsed.phone} is not staff`);
      return 1;
    }
    await staff.remove(null, member._id);
    print(`staff: ${parsed.phone} (${member.role}) removed`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      console.error(`staff: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

type Parsed =
  | 'help'
  | { command: 'list' }
  | { command: 'add'; phone: string; role: (typeof STAFF_ROLES)[number] }
  | { command: 'remove'; phone: string };

function parse(argv: readonly string[]): Parsed {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { phone: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new Error(`unexpected: ${extra.join(' ')}`);
  if (command === 'list') return { command };
  if (command !== 'add' && command !== 'remove') throw new Error(`unknown command: ${command ?? '(none)'}`);
  const phone = phoneSchema.safeParse(values.phone ?? '');
  if (!phone.success) throw new Error(`--phone: ${phone.error.issues[0]?.message}`);
  if (command === 'remove') return { command, phone: phone.data };
  const role = staffRoleSchema.safeParse(values.role);
  if (!role.success) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  return { command, phone: phone.data, role: role.data };
}

// Run only as a command (npm run staff), not when a test imports main.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('staff failed:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
