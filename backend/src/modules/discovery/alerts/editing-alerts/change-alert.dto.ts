import { ALERT_FREQUENCIES, type AlertFrequency } from '@scholarlens/contracts';
import { IsIn } from 'class-validator';

/** Body of PATCH /api/alerts/:alertId. */
export class ChangeAlertDto {
  @IsIn(ALERT_FREQUENCIES, { message: 'frequency must be daily or weekly' })
  frequency: AlertFrequency;
}
