/**
 * Reading and updating users. The row keeps SQLite's shapes (0/1 integers, JSON text); toUserInfo
 * and friends turn it into the contract's shapes.
 */
import { USER_ROLES } from '@exchange/contract';
import type { SimulationInfo, UserInfo, UserRole } from '@exchange/contract';
import type { Db } from './db.ts';

export interface UserRow {
  user_id: string;
  login_name: string;
  password_hash: string;
  demo_u_type: 0 | 1 | 2;
  creation_demo: number;
  child_flag: number;
  sub_account_kind: UserInfo['subAccountKind'];
  sub_account_trader: number;
  recharge_flag: number;
  account_mode: number;
  unified_qualified: number;
  show_user_vip: 0 | 1;
  vip_level: number;
  classic_return: number;
  verified: number;
  frozen: number;
  roles: string;
  language: string | null;
  avatar: string | null;
  rewards_amount: number;
  trader_pro_uid: string | null;
  simulation_type: 'classic' | 'unified' | null;
  switch_open: number;
  can_fido2: number;
  sub_account_count: number;
}

function parseRoles(text: string): UserRole[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((role): role is UserRole => (USER_ROLES as readonly unknown[]).includes(role)) : [];
  } catch {
    return [];
  }
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    userId: row.user_id,
    loginName: row.login_name,
    demoUType: row.demo_u_type,
    creationDemo: row.creation_demo === 1,
    childFlag: row.child_flag === 1,
    subAccountKind: row.sub_account_kind,
    subAccountTrader: row.sub_account_trader === 1,
    subAccountCount: row.sub_account_count,
    rechargeFlag: row.recharge_flag === 1,
    accountMode: row.account_mode,
    unifiedQualified: row.unified_qualified === 1,
    showUserVip: row.show_user_vip,
    vipLevel: row.vip_level,
    classicReturn: row.classic_return === 1,
    verified: row.verified === 1,
    frozen: row.frozen === 1,
    roles: parseRoles(row.roles),
    language: row.language,
  };
}

export function toSimulationInfo(row: UserRow): SimulationInfo {
  return { simulation: row.simulation_type !== null, simulationType: row.simulation_type };
}

export class UserStore {
  private readonly byLoginName;
  private readonly byId;
  private readonly updateLanguage;
  private readonly updateSimulation;
  private readonly updateDemoUType;

  constructor(db: Db) {
    this.byLoginName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE login_name = ?');
    this.byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE user_id = ?');
    this.updateLanguage = db.prepare<[string, string]>('UPDATE users SET language = ? WHERE user_id = ?');
    this.updateSimulation = db.prepare<[string | null, string]>('UPDATE users SET simulation_type = ? WHERE user_id = ?');
    this.updateDemoUType = db.prepare<[number, string]>('UPDATE users SET demo_u_type = ? WHERE user_id = ?');
  }

  /** Case-insensitive: the column is COLLATE NOCASE. */
  findByLoginName(loginName: string): UserRow | undefined {
    return this.byLoginName.get(loginName);
  }

  findById(userId: string): UserRow | undefined {
    return this.byId.get(userId);
  }

  setLanguage(userId: string, locale: string): void {
    this.updateLanguage.run(locale, userId);
  }

  setSimulation(userId: string, simulationType: UserRow['simulation_type']): void {
    this.updateSimulation.run(simulationType, userId);
  }

  setDemoUType(userId: string, demoUType: 0 | 1 | 2): void {
    this.updateDemoUType.run(demoUType, userId);
  }
}
