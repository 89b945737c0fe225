// Loaded into the service under benchmark (`node --import`): its event-loop delay (perf_hooks), written as JSON to
// LOOP_DELAY_FILE and reset on SIGUSR2, so the bench reads the delay over exactly the window it measures.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    writeFileSync(
      file,
      JSON.stringify({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) }),
    );
    histogram.reset();
  });
}
