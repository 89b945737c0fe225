// The benchmark scenarios are not written yet; `npm run bench` says so instead of pretending to measure.
process.stdout.write('No benchmark scenarios yet: see docs/performance.md once they exist.\n');
