import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { CLOCK_TICK_MS } from '@scholarlens/contracts';

/** The command center's clock, ticking every second (spec inst §9); its own component so the tick re-renders only it. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography component="time" dateTime={now.toISOString()} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="command-center-clock">
      {now.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
    </Typography>
  );
}
