import type { DatabaseSync } from 'node:sqlite';
import { isUniqueViolation, openDatabase, statementCache, transaction } from '../sqlite';

/** The traffic-source record (the browser keeps it under b_ts), stored with the account. */
export const TRAFFIC_SOURCE_FIELDS = [
  'SourceChannel',
  'SourceCampaign',
  'SourceAdGroup',
  'CustomTracking',
  'SourceAccount',
  'SourceKeyword',
  'SourceQParam',
  'SourceGuid',
] as const;
export type TrafficSourceField = (typeof TRAFFIC_SOURCE_FIELDS)[number];

export interface NewUser {
  id: string;
  email: string;
  emailKey: string;
  passwordHash: string;
  passwordGenerated: boolean;
  device: string | null;
  ipAddress: string | null;
  language: string;
  docName: string | null;
  creationPage: string | null;
  trafficSource: Partial<Record<TrafficSourceField, string | null>>;
}

export interface UserRow {
  id: string;
  email: string;
  email_key: string;
  password_hash: string;
  password_generated: number;
  device: string | null;
  ip_address: string | null;
  language: string;
  doc_name: string | null;
  creation_page: string | null;
  traffic_source: string;
  created_at: string;
}

export interface OrderItem {
  sku: string;
  productName: string;
  unitPrice: number;
  quantity: number;
}

export interface OrderRow {
  order_number: string;
  user_id: string;
  user_email: string;
  currency_code: string;
  items: string;
  receipt: string | null;
  created_at: string;
}

export interface LicenceRow {
  id: string;
  user_id: string;
  email_key: string;
  package: string;
  order_number: string;
  status: 'active' | 'cancelled';
  created_at: string;
  expires_at: string;
}

/** How a card order was paid: the card's brand and last four digits, never its number or code. */
export interface PaymentRow {
  order_number: string;
  card_brand: string;
  card_last4: string;
  amount: number;
  currency_code: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  state: string | null;
  language: string;
  variant_id: string | null;
  eftid: string | null;
  created_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  password_generated INTEGER NOT NULL,
  device TEXT,
  ip_address TEXT,
  language TEXT NOT NULL,
  doc_name TEXT,
  creation_page TEXT,
  traffic_source TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  order_number TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  user_email TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  items TEXT NOT NULL,
  receipt TEXT UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS licenses (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  email_key TEXT NOT NULL,
  package TEXT NOT NULL,
  order_number TEXT NOT NULL REFERENCES orders(order_number),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS licenses_email ON licenses (email_key, status, expires_at);
CREATE TABLE IF NOT EXISTS payments (
  order_number TEXT PRIMARY KEY REFERENCES orders(order_number),
  card_brand TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  amount REAL NOT NULL,
  currency_code TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  country TEXT NOT NULL,
  state TEXT,
  language TEXT NOT NULL,
  variant_id TEXT,
  eftid TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS partner_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  partner TEXT NOT NULL,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL
);
`;

export type NewOrder = Omit<OrderRow, 'created_at' | 'items'> & { items: OrderItem[] };

export class DuplicateEmailError extends Error {}

/** The userbase's SQLite file: accounts, orders, licences, card payments and partner notifications. */
export function openUserStore(path: string) {
  const db: DatabaseSync = openDatabase(path);
  db.exec(SCHEMA);
  const prepare = statementCache(db);
  /** Inserts a row whose keys are its table's columns, every one of them given. */
  const insertRow = (table: 'licenses' | 'payments', row: LicenceRow | PaymentRow) => {
    const columns = Object.keys(row);
    prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
      ...Object.values(row),
    );
  };

  return {
    db,
    emailExists(emailKey: string): boolean {
      return prepare('SELECT 1 FROM users WHERE email_key = ?').get(emailKey) !== undefined;
    },
    /** Inserts an account; a DuplicateEmailError if the address is taken (the unique index decides). */
    insertUser(user: NewUser): void {
      try {
        prepare(
          `INSERT INTO users (id, email, email_key, password_hash, password_generated, device, ip_address, language,
             doc_name, creation_page, traffic_source, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          user.id,
          user.email,
          user.emailKey,
          user.passwordHash,
          user.passwordGenerated ? 1 : 0,
          user.device,
          user.ipAddress,
          user.language,
          user.docName,
          user.creationPage,
          JSON.stringify(user.trafficSource),
          new Date().toISOString(),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError('an account with this address exists');
        throw error;
      }
    },
    userById(id: string): UserRow | undefined {
      return prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    },
    userByEmailKey(emailKey: string): UserRow | undefined {
      return prepare('SELECT * FROM users WHERE email_key = ?').get(emailKey) as UserRow | undefined;
    },
    countUsers(): number {
      return (prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    },
    orderByNumber(orderNumber: string): OrderRow | undefined {
      return prepare('SELECT * FROM orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;
    },
    orderByReceipt(receipt: string): OrderRow | undefined {
      return prepare('SELECT * FROM orders WHERE receipt = ?').get(receipt) as OrderRow | undefined;
    },
    /** Inserts an order unless its receipt is known; returns the stored order either way. */
    insertOrder(order: NewOrder): OrderRow {
      return transaction(db, () => {
        if (order.receipt) {
          const existing = this.orderByReceipt(order.receipt);
          if (existing) return existing;
        }
        return this.insertOrderRow(order);
      });
    },
    /** Inserts an order; runs inside the caller's transaction. */
    insertOrderRow(order: NewOrder): OrderRow {
      prepare(
        `INSERT INTO orders (order_number, user_id, user_email, currency_code, items, receipt, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        order.order_number,
        order.user_id,
        order.user_email,
        order.currency_code,
        JSON.stringify(order.items),
        order.receipt,
        new Date().toISOString(),
      );
      return this.orderByNumber(order.order_number)!;
    },
    countOrders(): number {
      return (prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    },
    /** The address's licence that is active and not past its end at `at`, if any. */
    activeLicence(emailKey: string, at: Date): LicenceRow | undefined {
      return prepare(
        `SELECT * FROM licenses WHERE email_key = ? AND status = 'active' AND expires_at > ?
         ORDER BY expires_at DESC LIMIT 1`,
      ).get(emailKey, at.toISOString()) as LicenceRow | undefined;
    },
    /** Inserts a licence; runs inside the caller's transaction. */
    insertLicence(licence: LicenceRow): void {
      insertRow('licenses', licence);
    },
    licenceById(id: string): LicenceRow | undefined {
      return prepare('SELECT * FROM licenses WHERE id = ?').get(id) as LicenceRow | undefined;
    },
    countLicences(): number {
      return (prepare('SELECT COUNT(*) AS n FROM licenses').get() as { n: number }).n;
    },
    /** Inserts a card payment; runs inside the caller's transaction. */
    insertPayment(payment: PaymentRow): void {
      insertRow('payments', payment);
    },
    paymentByOrder(orderNumber: string): PaymentRow | undefined {
      return prepare('SELECT * FROM payments WHERE order_number = ?').get(orderNumber) as PaymentRow | undefined;
    },
    insertNotification(partner: string, body: string): number {
      const result = prepare('INSERT INTO partner_notifications (partner, body, received_at) VALUES (?, ?, ?)').run(
        partner,
        body,
        new Date().toISOString(),
      );
      return Number(result.lastInsertRowid);
    },
    /** The notices kept for a partner, oldest first. */
    notificationsFor(partner: string): Array<{ id: number; body: string }> {
      return prepare('SELECT id, body FROM partner_notifications WHERE partner = ? ORDER BY id').all(partner) as Array<{
        id: number;
        body: string;
      }>;
    },
    notificationById(id: number): { partner: string; body: string } | undefined {
      return prepare('SELECT partner, body FROM partner_notifications WHERE id = ?').get(id) as
        { partner: string; body: string } | undefined;
    },
    close(): void {
      db.close();
    },
  };
}

export type UserStore = ReturnType<typeof openUserStore>;
