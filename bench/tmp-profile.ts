import autocannon from 'autocannon';
import { benchDatabaseUrl, startCapturingProduct } from './capturing-product.ts';
import { signInHeaders } from './support.ts';

const product = await startCapturingProduct(benchDatabaseUrl(10), 3997);
const headers = await signInHeaders(product.baseUrl, 'agency', 'am@demo.test');
const path = process.argv[2] ?? '/api/agency/bookings';
const { Session } = await import('node:inspector/promises');
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const result = await autocannon({ url: product.baseUrl + path, headers, connections: 4, duration: 10 });
const { profile } = await session.post('Profiler.stop');
const fs = await import('node:fs');
fs.writeFileSync('/tmp/prof/list.cpuprofile', JSON.stringify(profile));
console.log(result.requests.average, result.latency.p50, result.latency.p99, result.non2xx);
process.exit(0);
