import { PLAN_IDS, type PlanId } from '@scholarlens/contracts';
import { IsIn } from 'class-validator';

/** Body of POST /api/admin/users/:id/plan. */
export class ChangePlanDto {
  @IsIn(PLAN_IDS)
  plan: PlanId;
}
