import { describe, expect, it } from 'vitest';
import { badges, dashboardStats, earningsSeries, nextAchievement, profileStats, recommendedQuests } from '../../src/content/demoUserData';
import { wordsOf } from '../support/words';

const sum = (amounts: readonly { amount: number }[]) => Math.round(amounts.reduce((total, point) => total + point.amount, 0) * 100) / 100;

/** The demo figures must agree with one another wherever two screens show the same fact. */
describe('demo user data', () => {
  it('has earnings series that add up to the period totals', () => {
    expect(sum(earningsSeries.day)).toBe(dashboardStats.todayEarnings);
    expect(sum(earningsSeries.week)).toBe(dashboardStats.weekEarnings);
    expect(sum(earningsSeries.month)).toBe(dashboardStats.monthEarnings);
    expect(earningsSeries.week.at(-1)?.amount).toBe(dashboardStats.todayEarnings);
    expect(earningsSeries.month.at(-1)?.amount).toBe(dashboardStats.weekEarnings);
  });

  it('shows the same figures on the dashboard and the profile', () => {
    expect(profileStats.totalEarnings).toBe(dashboardStats.totalEarnings);
    expect(profileStats.questsCompleted).toBe(dashboardStats.questsCompleted);
    expect(profileStats.averageRating).toBe(dashboardStats.averagePerHour);
    expect(profileStats.currentStreak).toBe(dashboardStats.currentStreak);
    expect(profileStats.rank).toBe('Gold');
    expect(nextAchievement.progress).toBe(dashboardStats.currentStreak);
  });

  it('keeps hourly rates within the advertised $15.50', () => {
    expect(dashboardStats.averagePerHour).toBeLessThanOrEqual(15.5);
    for (const quest of recommendedQuests) {
      expect((quest.reward / quest.minutes) * 60, quest.id).toBeLessThanOrEqual(15.5);
    }
  });

  it('has the eight badges of the spec, of which Image Pro and Elite Earner are not earned', () => {
    expect(badges).toHaveLength(8);
    expect(badges.filter((badge) => !badge.earned).map((badge) => wordsOf('en', 'demoUser').badges[badge.id].name)).toEqual([
      'Image Pro',
      'Elite Earner',
    ]);
    expect(profileStats.badges).toBe(6);
    expect(profileStats.totalEarnings).toBeLessThan(5000);
  });
});
