/**
 * `npm run bench`: the entry point of the benchmarks. There are none yet; the benchmarks issue adds them
 * here (large seeded data sets via `npm run db:seed -- --scale`, sync and query timings).
 */
console.log('no benchmarks yet (see the benchmarks issue)');
