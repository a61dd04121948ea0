import type { Config } from '../config/config';
import { logger } from '../core/logger';
import { claimSeedRun, users } from '../store';
import { createDemoCarrierDocuments } from './demo-carrier-documents';
import { createDemoCompanies } from './demo-companies';
import { createDemoPayables } from './demo-payables';
import { createDemoRecords, createDemoUsers } from './demo-seed';
import { createDemoShipments } from './demo-shipments';
import { FIRST_DEMO_USERS, MORE_DEMO_USERS } from './demo-users';
import { ensurePrimaryAdmin } from './primary-admin';

/** The primary admin's password: configuration in production, the advertised demo password in demo mode. */
export function primaryAdminPassword(config: Config): string {
  const password = config.demoMode ? config.demoAdminPassword : config.adminPassword;
  if (!password) throw new Error('ADMIN_PASSWORD is required when demo mode is off');
  return password;
}

/**
 * Runs on every start. Always: the primary admin (id 3). Demo mode, once per database: demo
 * accounts (the first two take ids 1 and 2), quotes in every status, rates, pricing and content.
 */
export async function runSeed(config: Config): Promise<void> {
  const password = primaryAdminPassword(config);
  const firstDemoRun = config.demoMode && (await claimSeedRun('demo-data-v1'));
  if (firstDemoRun && (await users.lastId()) === 0) await createDemoUsers(FIRST_DEMO_USERS);
  await ensurePrimaryAdmin(password);
  if (firstDemoRun) {
    await createDemoUsers(MORE_DEMO_USERS);
    await createDemoRecords();
    logger().info('demo data seeded');
  }
  // Added with shipments: a demo database seeded before them gets them on its next start, once.
  if (config.demoMode && (await claimSeedRun('demo-shipments-v1'))) {
    await createDemoShipments();
    logger().info('demo shipments seeded');
  }
  // Added with carrier documents: the verified demo carrier's COI (both policies' dates) and W-9.
  if (config.demoMode && (await claimSeedRun('demo-carrier-documents-v1'))) {
    await createDemoCarrierDocuments();
    logger().info('demo carrier documents seeded');
  }
  // Added with carrier pay: the demo carrier's delivered loads, their payables at several stages (after its documents, which make them ready).
  if (config.demoMode && (await claimSeedRun('demo-payables-v1'))) {
    await createDemoPayables();
    logger().info('demo payables seeded');
  }
  // Added with company accounts: a shipper company with its Billing clerk, a carrier company with a dispatcher and a driver.
  if (config.demoMode && (await claimSeedRun('demo-companies-v1'))) {
    await createDemoCompanies();
    logger().info('demo companies seeded');
  }
}
