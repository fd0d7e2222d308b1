/**
 * Compliance and ROI from a contract and its usage (pure): the stated rules and the stated
 * assumptions, so every figure can be recomputed by hand from what the panel shows beside it.
 */
import { COMPLIANCE_RULES, type Contract, type ContractCompliance, type ContractRoi, type ContractUsage, type RoiAssumptions, formatUsd } from '@scholarlens/contracts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Utilisation = seats taken / licensed users; below 50% suggests fewer seats, above 90% warns of the limit; an ended contract says so first. */
export function compliance(contract: Contract, seatsTaken: number): ContractCompliance {
  const utilizationRate = Math.round((seatsTaken / contract.licensedUsers) * 100);
  const recommendations: string[] = [];
  const expired = contract.status === 'expired';
  if (expired) recommendations.push(`The contract expired on ${contract.endDate}: generate a proposal to renew the license.`);
  if (utilizationRate < COMPLIANCE_RULES.lowUtilization) {
    recommendations.push(
      `Utilization is ${utilizationRate}%, below ${COMPLIANCE_RULES.lowUtilization}%: ${seatsTaken} of ${contract.licensedUsers} licensed seats are taken; consider a contract with fewer seats.`,
    );
  } else if (utilizationRate > COMPLIANCE_RULES.highUtilization) {
    recommendations.push(
      `Utilization is ${utilizationRate}%, above ${COMPLIANCE_RULES.highUtilization}%: ${seatsTaken} of ${contract.licensedUsers} seats are taken and new invitations will soon be refused; consider adding seats.`,
    );
  } else {
    recommendations.push(`Utilization is ${utilizationRate}%, within ${COMPLIANCE_RULES.lowUtilization}–${COMPLIANCE_RULES.highUtilization}%: the licensed seats match use.`);
  }
  return { utilizationRate, currentUsers: seatsTaken, userLimit: contract.licensedUsers, recommendations, expired, endDate: contract.endDate };
}

/**
 * Time saved = AI summaries × minutes per summary + searches × minutes per search; its value at the
 * hourly rate; against the license cost of the period so far (monthly cost × 12 × days / 365).
 */
export function roi(contract: Contract, usage: ContractUsage, firstActiveDay: string | null, assumptions: RoiAssumptions): ContractRoi {
  const minutes = usage.aiSummariesGenerated * assumptions.minutesSavedPerSummary + usage.searchesPerformed * assumptions.minutesSavedPerSearch;
  const hoursSaved = round1(minutes / 60);
  const valueOfTimeSaved = Math.round(hoursSaved * assumptions.hourlyRate);
  const daysElapsed = Math.max(1, daysBetween(usage.periodStart, usage.periodEnd) + 1);
  const licenseCostToDate = Math.round((contract.monthlyCost * 12 * daysElapsed) / 365);
  const netRoiPercent = licenseCostToDate > 0 ? Math.round(((valueOfTimeSaved - licenseCostToDate) / licenseCostToDate) * 100) : null;
  const daysToFirstUse = firstActiveDay ? daysBetween(contract.startDate, firstActiveDay) : null;
  const perUser = usage.activeUsers > 0 ? round1(hoursSaved / usage.activeUsers) : null;
  return {
    timeToValue: daysToFirstUse === null ? 'No use recorded yet' : daysToFirstUse === 0 ? 'First use on the contract’s first day' : `First use ${daysToFirstUse} days after the start`,
    productivityGains: perUser === null ? 'No active users yet' : `${hoursSaved} hours saved, ${perUser} per active user`,
    costSavings: `${formatUsd(valueOfTimeSaved)} of researcher time`,
    researchEfficiency:
      netRoiPercent === null ? 'No license cost yet' : `Net ROI ${netRoiPercent > 0 ? '+' : ''}${netRoiPercent}% against ${formatUsd(licenseCostToDate)} of license cost`,
    figures: { hoursSaved, valueOfTimeSaved, licenseCostToDate, netRoiPercent, daysToFirstUse },
    assumptions,
  };
}
