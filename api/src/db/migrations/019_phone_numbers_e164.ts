// Phone numbers were stored as typed ('303 555 0199' beside '+1 (720) 555-0121'); every write
// now stores E.164 with `;ext=` (docs/decisions/034). This upgrade rewrites the numbers
// already stored that read as valid in their tenant's plan, and leaves any other untouched,
// each logged at warn level with its user's id, for an admin to correct.
import { normalisePhone } from '@bizcard/shared/phone';
import { phoneRegion } from '../../phone';
import type { Queryable } from '../database';
import type { MigrationLog } from '../migrate';

// Named here rather than taken from the field registry: this step is about the columns as
// they were when it was written, whatever the registry becomes.
const PHONE_COLUMNS = ['phone_work', 'phone_direct', 'phone_cell'] as const;
type PhoneColumn = (typeof PHONE_COLUMNS)[number];
type Phones = Record<PhoneColumn, string | null>;

interface UserPhones extends Phones {
  id: string;
  tenant_id: string;
  country: string | null;
}

const PAGE = 5000;

function upgraded(user: UserPhones, log: MigrationLog): Phones | null {
  const region = phoneRegion(user.country);
  const phones: Phones = { phone_work: null, phone_direct: null, phone_cell: null };
  let changed = false;
  for (const column of PHONE_COLUMNS) {
    const value = user[column];
    const stored = value ? normalisePhone(value, region) : null;
    if (value && !stored) {
      const where = { endUserId: user.id, tenantId: user.tenant_id, field: column, value };
      log.warn(where, 'Phone number left as stored: not a valid number in its tenant’s country');
    }
    phones[column] = stored ?? value;
    changed ||= phones[column] !== value;
  }
  return changed ? phones : null;
}

export async function up(tx: Queryable, log: MigrationLog): Promise<void> {
  // Row-level security binds the owner too (migration 004): this step reads every tenant.
  await tx.query("SELECT set_config('app.all_tenants', 'on', true)");
  let after: string | null = null;
  for (;;) {
    const { rows }: { rows: UserPhones[] } = await tx.query<UserPhones>(
      `SELECT u.id, u.tenant_id, t.country, u.phone_work, u.phone_direct, u.phone_cell
       FROM end_users u JOIN tenants t ON t.id = u.tenant_id
       WHERE ($1::uuid IS NULL OR u.id > $1::uuid)
       ORDER BY u.id LIMIT ${PAGE}`,
      [after],
    );
    const changes = rows.flatMap((user) => {
      const phones = upgraded(user, log);
      return phones ? [{ id: user.id, ...phones }] : [];
    });
    // The list JSON and the card caches follow through the table's triggers (003, 016).
    if (changes.length > 0) {
      await tx.query(
        `UPDATE end_users u
         SET phone_work = x.phone_work, phone_direct = x.phone_direct, phone_cell = x.phone_cell
         FROM json_to_recordset($1::json)
           AS x(id uuid, phone_work text, phone_direct text, phone_cell text)
         WHERE u.id = x.id`,
        [JSON.stringify(changes)],
      );
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}
