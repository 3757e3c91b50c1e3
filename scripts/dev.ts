// `npm run dev`: the service with reload on change, and Vite with hot reload proxying /api to it.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
for (const child of children) child.once('exit', stop);
console.log('Dashboard with hot reload: http://localhost:5173 (the API runs on PORT, default 8787)');
