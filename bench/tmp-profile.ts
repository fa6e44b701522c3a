import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { benchDatabaseUrl, startCapturingProduct } from './capturing-product.ts';
import { signInHeaders } from './support.ts';

const scale = Number(process.argv[3] ?? '10');
const product = await startCapturingProduct(benchDatabaseUrl(scale), 3997);
const [realm, email] = (process.argv[4] ?? 'agency:am@demo.test').split(':') as ['agency', string];
const headers = await signInHeaders(product.baseUrl, realm, email);
const path = process.argv[2] ?? '/api/agency/bookings';
const run = (seconds: number) =>
  new Promise<string>((resolve) => {
    const args = ['-c', '1', '-d', String(seconds), '-j'];
    for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
    const child = spawn('node_modules/.bin/autocannon', [...args, product.baseUrl + path]);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => resolve(out));
  });
await run(3);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const out = JSON.parse(await run(10));
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/prof/list.cpuprofile', JSON.stringify(profile));
console.log('req/s', out.requests.average, 'p50', out.latency.p50, 'p99', out.latency.p99, 'non2xx', out.non2xx);
process.exit(0);
