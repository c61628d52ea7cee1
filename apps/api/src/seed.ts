/**
 * Seeds the demo users into an empty or partly seeded database. Idempotent: users that exist
 * (by userId or login name) are left exactly as they are, so changes users made survive restarts.
 */
import { DEMO_PASSWORD, DEMO_USERS } from '@exchange/contract/demo';
import type { Db } from './db.ts';
import { hashPassword } from './passwords.ts';

const flag = (value: boolean): number => (value ? 1 : 0);

/** Returns how many users were inserted. */
export function seedDemoUsers(db: Db): number {
  const existing = db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM users WHERE user_id = ? OR login_name = ?');
  const insert = db.prepare(`
    INSERT INTO users (
      user_id, login_name, password_hash, demo_u_type, creation_demo, child_flag, sub_account_kind,
      sub_account_trader, recharge_flag, account_mode, unified_qualified, show_user_vip, vip_level,
      classic_return, verified, frozen, roles, avatar, rewards_amount, trader_pro_uid,
      simulation_type, switch_open, can_fido2, sub_account_count
    ) VALUES (
      @userId, @loginName, @passwordHash, @demoUType, @creationDemo, @childFlag, @subAccountKind,
      @subAccountTrader, @rechargeFlag, @accountMode, @unifiedQualified, @showUserVip, @vipLevel,
      @classicReturn, @verified, @frozen, @roles, @avatar, @rewardsAmount, @traderProUid,
      @simulationType, @switchOpen, @canFido2, @subAccountCount
    )
  `);
  return db
    .transaction(() => {
      let inserted = 0;
      for (const user of DEMO_USERS) {
        if (existing.get(user.userId, user.loginName)) continue;
        insert.run({
          ...user,
          passwordHash: hashPassword(DEMO_PASSWORD),
          creationDemo: flag(user.creationDemo),
          childFlag: flag(user.childFlag),
          subAccountTrader: flag(user.subAccountTrader),
          rechargeFlag: flag(user.rechargeFlag),
          unifiedQualified: flag(user.unifiedQualified),
          classicReturn: flag(user.classicReturn),
          verified: flag(user.verified),
          frozen: flag(user.frozen),
          roles: JSON.stringify(user.roles),
          switchOpen: flag(user.switchOpen),
          canFido2: flag(user.canFido2),
        });
        inserted += 1;
      }
      return inserted;
    })
    .immediate();
}
